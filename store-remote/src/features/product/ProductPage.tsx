import { resolveAssetUrl } from '@store/api';
import { capitalise } from '@store/contracts/constants';
import { useParams } from '@store/router';
import { useCartStore } from '@store/state';
import { Button, cn, Price } from '@store/ui';
import { useEffect, useState } from 'react';
import { toast } from 'sonner';
import { useProductsStore } from '../catalog/index.ts';

export function ProductPage() {
  const { id = '' } = useParams();
  const { selectedProduct: product, loading, error, fetchProductDetails } = useProductsStore();
  const addToCart = useCartStore((state) => state.addToCart);
  const [color, setColor] = useState('');
  const [size, setSize] = useState('');
  const [quantity, setQuantity] = useState(1);
  const [adding, setAdding] = useState(false);

  useEffect(() => {
    void fetchProductDetails(id);
    setColor('');
    setSize('');
    setQuantity(1);
  }, [id, fetchProductDetails]);

  if (error) {
    return (
      <p role="alert" className="mx-auto max-w-7xl px-4 py-16 text-rose-700">
        {error}
      </p>
    );
  }
  if (loading || product === null || product._id !== id) {
    return <div className="mx-auto min-h-[70vh] max-w-7xl px-4 py-10" aria-busy="true" />;
  }

  const handleAdd = async () => {
    if (!color || !size) {
      toast.error('Please select a color and size', { duration: 1000 });
      return;
    }
    setAdding(true);
    const ok = await addToCart({ productId: product._id, quantity, size, color });
    setAdding(false);
    if (ok) toast.success('Product added to cart!');
    else toast.error(useCartStore.getState().error ?? 'Failed to add to  cart');
  };

  const image = product.images[0];
  return (
    <article className="mx-auto grid max-w-7xl gap-10 px-4 py-10 md:grid-cols-2">
      <div className="aspect-[4/5] overflow-hidden rounded-xl bg-stone-100">
        {image && (
          <img
            src={resolveAssetUrl(image.url)}
            alt={image.altText || product.name}
            width={800}
            height={1000}
            className="h-full w-full object-cover"
          />
        )}
      </div>
      <div>
        <h1 className="text-3xl font-bold text-ink">{product.name}</h1>
        <Price price={product.price} discountPrice={product.discountPrice} className="mt-3 text-xl" />
        <p className="mt-4 text-stone-700">{product.description}</p>
        <fieldset className="mt-6">
          <legend className="text-sm font-semibold">Color</legend>
          <div className="mt-2 flex flex-wrap gap-2">
            {product.colors.map((value) => (
              <button
                key={value}
                type="button"
                aria-pressed={color === value}
                onClick={() => setColor(value)}
                className={cn(
                  'rounded-md border px-3 py-1.5 text-sm',
                  color === value ? 'border-ink bg-ink text-white' : 'border-stone-300',
                )}
              >
                {capitalise(value)}
              </button>
            ))}
          </div>
        </fieldset>
        <fieldset className="mt-4">
          <legend className="text-sm font-semibold">Size</legend>
          <div className="mt-2 flex flex-wrap gap-2">
            {product.sizes.map((value) => (
              <button
                key={value}
                type="button"
                aria-pressed={size === value}
                onClick={() => setSize(value)}
                className={cn(
                  'min-w-11 rounded-md border px-3 py-1.5 text-sm',
                  size === value ? 'border-ink bg-ink text-white' : 'border-stone-300',
                )}
              >
                {value}
              </button>
            ))}
          </div>
        </fieldset>
        <div className="mt-4 flex items-center gap-3">
          <span className="text-sm font-semibold">Quantity</span>
          <Button
            variant="secondary"
            aria-label="Decrease quantity"
            disabled={quantity <= 1}
            onClick={() => setQuantity((q) => Math.max(1, q - 1))}
          >
            −
          </Button>
          <span aria-live="polite" className="w-6 text-center">
            {quantity}
          </span>
          <Button
            variant="secondary"
            aria-label="Increase quantity"
            onClick={() => setQuantity((q) => q + 1)}
          >
            +
          </Button>
        </div>
        <Button className="mt-6 w-full" busy={adding} onClick={handleAdd}>
          {adding ? 'Adding…' : 'Add to Cart'}
        </Button>
      </div>
    </article>
  );
}
