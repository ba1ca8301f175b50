import type { ProductCreate } from '@store/contracts';
import { BRANDS, CATEGORIES, GENDERS, MATERIALS } from '@store/contracts/constants';
import { Link } from '@store/router';
import { Button } from '@store/ui';
import { type FormEvent, useId, useState } from 'react';
import { FormSection } from '../../components/form/FormSection.tsx';
import { field } from '../../components/form/field-styles.ts';
import { SelectField } from '../../components/form/SelectField.tsx';
import { TextField } from '../../components/form/TextField.tsx';
import { useContracts, useForm } from '../../components/form/use-form.ts';
import { ColorChoices } from './ColorChoices.tsx';
import { ImageManager } from './ImageManager.tsx';
import {
  cellText,
  imagesFor,
  type ProductFormValues,
  type StockCell,
  splitList,
  stockCells,
  toProductInput,
  totalStock,
} from './product-form.ts';
import { StockGrid } from './StockGrid.tsx';

interface ProductFormProps {
  initial: ProductFormValues;
  submitLabel: string;
  saving: boolean;
  /** Where Cancel goes. */
  backTo: string;
  /** The server's refusal of the last save, shown above the buttons. */
  refusal: string | null;
  onSubmit: (body: ProductCreate) => void;
}

/** The product editor's form, for a new product and for an existing one. */
export function ProductForm({ initial, submitLabel, saving, backTo, refusal, onSubmit }: ProductFormProps) {
  const descriptionId = useId();
  const brandsId = useId();
  const {
    values,
    setValues,
    errors,
    errorsAt,
    clearErrorsAt,
    set,
    field: text,
    submit: check,
  } = useForm(initial);
  const contracts = useContracts();
  const [uploading, setUploading] = useState(false);
  const sizes = splitList(values.sizes);
  const colors = splitList(values.colors);
  const cells = stockCells(values);

  // A new size or colour moves the cells after it: errors found by position no longer fit them.
  const list = (key: 'sizes' | 'colors') => {
    const props = text(key);
    return {
      ...props,
      onChange: (event: { target: { value: string } }) => {
        clearErrorsAt('variants');
        props.onChange(event);
      },
    };
  };

  function setCell(index: number, key: string, figure: string) {
    clearErrorsAt(`variants.${index}.`);
    setValues((current) => ({ ...current, stock: { ...current.stock, [key]: figure } }));
  }

  function setEveryCell(figure: string) {
    clearErrorsAt('variants.');
    setValues((current) => ({
      ...current,
      stock: {
        ...current.stock,
        ...Object.fromEntries(stockCells(current).map((cell) => [cell.key, figure])),
      },
    }));
  }

  // A stored variant keeps its SKU; a new one gets the SKU the server will derive from the product's.
  const skuOf = (cell: StockCell) =>
    values.variantSkus[cell.key] ??
    (contracts && values.sku.trim() !== '' ? contracts.variantSku(values.sku, cell.size, cell.color) : null);

  function submit(event: FormEvent<HTMLFormElement>) {
    if (saving || uploading) {
      event.preventDefault();
      return;
    }
    // The same rules and messages as the server's: one schema for both (docs/product.md §5).
    check(event, (contracts) => contracts.productCreateSchema, toProductInput(values), onSubmit);
  }

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-6">
      <FormSection legend="Basics">
        <TextField label="Name" required maxLength={200} className="sm:col-span-2" {...text('name')} />
        <div className="sm:col-span-2">
          <label htmlFor={descriptionId} className={field.label}>
            Description
          </label>
          <textarea
            id={descriptionId}
            name="description"
            required
            rows={5}
            maxLength={5000}
            value={values.description}
            aria-invalid={errors.description ? true : undefined}
            aria-describedby={errors.description ? `${descriptionId}-error` : undefined}
            onChange={(event) => set('description', event.target.value)}
            className={field.input}
          />
          {errors.description && (
            <p id={`${descriptionId}-error`} className={field.error}>
              {errors.description}
            </p>
          )}
        </div>
      </FormSection>

      <FormSection legend="Price and SKU">
        <TextField
          label="Price (₹)"
          type="number"
          inputMode="decimal"
          min={0}
          step="0.01"
          required
          {...text('price')}
        />
        <TextField
          label="Discount price (₹)"
          type="number"
          inputMode="decimal"
          min={0}
          step="0.01"
          hint="Leave empty when the product is not on sale."
          {...text('discountPrice')}
        />
        <TextField label="SKU" autoCapitalize="characters" required maxLength={64} {...text('sku')} />
      </FormSection>

      <FormSection legend="Details">
        <SelectField label="Category" {...text('category')}>
          <option value="">Choose a category</option>
          {CATEGORIES.map((category) => (
            <option key={category}>{category}</option>
          ))}
        </SelectField>
        <SelectField label="Gender" {...text('gender')}>
          <option value="">Choose a gender</option>
          {GENDERS.map((gender) => (
            <option key={gender}>{gender}</option>
          ))}
        </SelectField>
        <TextField label="Brand" list={brandsId} maxLength={60} required {...text('brand')} />
        <datalist id={brandsId}>
          {BRANDS.map((brand) => (
            <option key={brand} value={brand} />
          ))}
        </datalist>
        <SelectField label="Material" {...text('material')}>
          <option value="">Choose a material</option>
          {MATERIALS.map((material) => (
            <option key={material}>{material}</option>
          ))}
          {values.material !== '' && !MATERIALS.some((material) => material === values.material) && (
            <option value={values.material}>{values.material} (not one of the store's materials)</option>
          )}
        </SelectField>
        <TextField label="Sizes" hint="Comma-separated, e.g. S, M, L" required {...list('sizes')} />
        <ColorChoices
          chosen={colors}
          error={errors.colors}
          onChange={(chosen) => {
            // A colour added or removed moves the grid's cells: errors found by position no longer fit.
            clearErrorsAt('variants');
            clearErrorsAt('colors');
            set('colors', chosen.join(', '));
          }}
        />
        <TextField
          label="Collections"
          hint="Optional, comma-separated, e.g. summer, festive"
          className="sm:col-span-2"
          {...text('collections')}
        />
        <label className="flex items-center gap-2 text-sm text-stone-800 sm:col-span-2">
          <input
            type="checkbox"
            name="featured"
            checked={values.featured}
            onChange={(event) => set('featured', event.target.checked)}
            className="h-4 w-4 accent-brand-700"
          />
          Featured (shown first in the listing and in the Featured collection)
        </label>
      </FormSection>

      <fieldset className="rounded-lg border border-stone-200 bg-white p-5 shadow-sm">
        <legend className="px-1 text-base font-semibold text-ink">Stock</legend>
        <StockGrid
          sizes={sizes}
          colors={colors}
          cells={cells}
          textOf={(key) => cellText(values, key)}
          skuOf={skuOf}
          errorOf={(index) => errorsAt[`variants.${index}.countInStock`]}
          listError={errorsAt.variants}
          total={totalStock(values)}
          onCellChange={setCell}
          onSetAll={setEveryCell}
        />
      </fieldset>

      <fieldset className="rounded-lg border border-stone-200 bg-white p-5 shadow-sm">
        <legend className="px-1 text-base font-semibold text-ink">Images</legend>
        <ImageManager
          images={imagesFor(values)}
          colors={colors}
          onChange={(update) => setValues((current) => ({ ...current, images: update(current.images) }))}
          defaultAltText={values.name}
          onUploadingChange={setUploading}
        />
        {errors.images && <p className={field.error}>{errors.images}</p>}
      </fieldset>

      {refusal && (
        <p role="alert" className="rounded-md bg-rose-50 p-3 text-sm text-rose-800">
          {refusal}
        </p>
      )}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Link
          to={backTo}
          className="inline-flex items-center justify-center rounded-md border border-stone-300 bg-white px-4 py-2.5 text-sm font-semibold text-stone-900 hover:bg-stone-100"
        >
          Cancel
        </Link>
        <Button type="submit" busy={saving} disabled={uploading}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
