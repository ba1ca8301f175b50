import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { formatRupees, useRupees } from './money.ts';
import { Price } from './Price.tsx';

describe('formatRupees', () => {
  it('shows whole rupees without decimals, grouped the Indian way', () => {
    expect(formatRupees(1299)).toBe('₹1,299');
    expect(formatRupees(100000)).toBe('₹1,00,000');
    expect(formatRupees(10000000)).toBe('₹1,00,00,000');
    expect(formatRupees(0)).toBe('₹0');
  });

  it('shows paise in two digits', () => {
    expect(formatRupees(1299.5)).toBe('₹1,299.50');
    expect(formatRupees(16498.05)).toBe('₹16,498.05');
    expect(formatRupees(0.1 + 0.2)).toBe('₹0.30');
  });

  it('writes every amount as the en-IN currency format does, rounding half away from zero', () => {
    const intl = (digits: number) =>
      new Intl.NumberFormat('en-IN', {
        style: 'currency',
        currency: 'INR',
        minimumFractionDigits: digits,
        maximumFractionDigits: digits,
      });
    const amounts = [
      1, 9.99, 10, 99.5, 999, 1000, 1299.49, 1299.5, 12345.67, 99999.99, 100000, 123456.78, 1234567,
      12345678.9, 99999999.99, 100000000, 0.01, 0.5, -1, -1299.5, -123456.78,
    ];
    for (const amount of amounts) {
      expect(formatRupees(amount, true)).toBe(intl(2).format(Math.round(amount * 100) / 100));
      expect(formatRupees(amount, false)).toBe(intl(0).format(Math.round(amount * 100) / 100));
    }
    expect(formatRupees(-1299.5)).toBe('-₹1,299.50');
    expect(formatRupees(-1299.5, false)).toBe('-₹1,300');
  });

  it('shows two decimals on a whole amount when asked to', () => {
    expect(formatRupees(2349, true)).toBe('₹2,349.00');
    expect(formatRupees(100000, true)).toBe('₹1,00,000.00');
  });
});

function Amount({ value, label }: { value: number; label: string }) {
  const rupees = useRupees();
  return <output aria-label={label}>{rupees(value)}</output>;
}

function Screen() {
  const [withDiscount, setWithDiscount] = useState(true);
  return (
    <>
      <Amount label="Subtotal" value={2349} />
      {withDiscount && <Amount label="Total" value={1879.2} />}
      <Price price={999} discountPrice={null} />
      <button type="button" onClick={() => setWithDiscount(false)}>
        Drop
      </button>
    </>
  );
}

describe('useRupees: one rule per screen', () => {
  it('shows every amount in whole rupees when none has paise', () => {
    render(
      <>
        <Amount label="Subtotal" value={2349} />
        <Price price={1299} discountPrice={999} />
      </>,
    );
    expect(screen.getByLabelText('Subtotal')).toHaveTextContent(/^₹2,349$/);
    expect(screen.getByText('₹999')).toBeInTheDocument();
    expect(screen.getByText('₹1,299')).toBeInTheDocument();
  });

  it('shows every amount with two decimals as soon as one on the screen has paise, and back again', async () => {
    render(<Screen />);
    expect(screen.getByLabelText('Subtotal')).toHaveTextContent(/^₹2,349\.00$/);
    expect(screen.getByLabelText('Total')).toHaveTextContent(/^₹1,879\.20$/);
    // Price, in another component, follows the same screen.
    expect(screen.getByText('₹999.00')).toBeInTheDocument();

    // The amount with paise leaves the screen: whole rupees again.
    await userEvent.click(screen.getByRole('button', { name: 'Drop' }));
    expect(screen.getByLabelText('Subtotal')).toHaveTextContent(/^₹2,349$/);
    expect(screen.getByText('₹999')).toBeInTheDocument();
  });

  it('forgets a screen once it is gone: the next one starts in whole rupees', () => {
    const first = render(<Amount label="Total" value={1879.2} />);
    expect(screen.getByLabelText('Total')).toHaveTextContent('₹1,879.20');
    first.unmount();
    render(<Amount label="Subtotal" value={2349} />);
    expect(screen.getByLabelText('Subtotal')).toHaveTextContent(/^₹2,349$/);
  });
});

describe('Price', () => {
  it('shows the discount of a sale in whole percent beside the struck-through price', () => {
    render(<Price price={2499} discountPrice={1999} />);
    expect(screen.getByText('₹1,999')).toBeInTheDocument();
    expect(screen.getByText('₹2,499').closest('s')).not.toBeNull();
    expect(screen.getByText('20% off')).toBeInTheDocument();
  });

  it('shows no discount at full price, nor one that rounds to 0%', () => {
    render(
      <>
        <Price price={1999} discountPrice={null} />
        <Price price={1000} discountPrice={999} />
      </>,
    );
    expect(screen.queryByText(/% off$/)).not.toBeInTheDocument();
  });
});
