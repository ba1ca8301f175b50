import {
  type AddressField,
  INDIAN_STATES,
  isIndia,
  type AddressFields as Values,
} from '@store/contracts/address';
import { SelectField } from '../../components/SelectField.tsx';
import { TextField } from '../../components/TextField.tsx';
import { ADDRESS_TEXT } from './address-text.ts';
import type { AddressErrors } from './address-values.ts';

interface Props {
  values: Values;
  errors: AddressErrors;
  onChange: (field: AddressField, value: string) => void;
  onBlur?: (field: AddressField) => void;
  /** autocomplete section: "shipping" at checkout. */
  section?: string;
}

const TEXT_FIELDS: Record<
  Exclude<AddressField, 'state'>,
  { label: string; autoComplete: string; type?: string; wide?: boolean }
> = {
  firstName: { label: 'First Name', autoComplete: 'given-name' },
  lastName: { label: 'Last Name', autoComplete: 'family-name' },
  address: { label: 'Street Address', autoComplete: 'street-address', wide: true },
  city: { label: 'City', autoComplete: 'address-level2' },
  postalCode: { label: 'Postal Code', autoComplete: 'postal-code' },
  country: { label: 'Country', autoComplete: 'country-name' },
  phone: { label: 'Phone', autoComplete: 'tel', type: 'tel' },
};

/**
 * The fields of an address (docs/product.md §2: the checkout's, plus the state): for an Indian
 * address the state is chosen from the states and union territories, and the PIN code and mobile
 * number say what they take. Each field's problem shows under it; the form checks the fields itself
 * (the address book and checkout alike), so no field leaves it to the browser's bubbles.
 */
export function AddressFields({ values, errors, onChange, onBlur, section }: Props) {
  const indian = isIndia(values.country);
  const autoComplete = (token: string) => (section ? `${section} ${token}` : token);
  const text = (field: Exclude<AddressField, 'state'>, hint?: string) => {
    const spec = TEXT_FIELDS[field];
    return (
      <TextField
        key={field}
        label={spec.label}
        name={field}
        type={spec.type ?? 'text'}
        autoComplete={autoComplete(spec.autoComplete)}
        aria-required
        value={values[field]}
        error={errors[field]}
        hint={hint}
        reserveError
        onChange={(event) => onChange(field, event.target.value)}
        onBlur={() => onBlur?.(field)}
        className={spec.wide ? 'sm:col-span-2' : undefined}
      />
    );
  };
  const stateProps = {
    label: 'State',
    name: 'state',
    autoComplete: autoComplete('address-level1'),
    value: values.state,
    error: errors.state,
    reserveError: true,
    onBlur: () => onBlur?.('state'),
  };
  return (
    <>
      {text('firstName')}
      {text('lastName')}
      {text('address')}
      {text('city')}
      {indian ? (
        <SelectField
          {...stateProps}
          options={INDIAN_STATES}
          placeholder={ADDRESS_TEXT.statePlaceholder}
          aria-required
          onChange={(event) => onChange('state', event.target.value)}
        />
      ) : (
        <TextField {...stateProps} onChange={(event) => onChange('state', event.target.value)} />
      )}
      {text('postalCode', indian ? ADDRESS_TEXT.pinHint : undefined)}
      {text('country')}
      {text('phone', indian ? ADDRESS_TEXT.mobileHint : undefined)}
    </>
  );
}
