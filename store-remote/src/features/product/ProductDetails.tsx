import type { Product } from '@store/contracts';
import { MAX_CART_QUANTITY } from '@store/contracts/constants';
import { useCartStore } from '@store/state';
import { Button, Price } from '@store/ui';
import { useState } from 'react';
import { toast } from 'sonner';
import { QuantityStepper } from '../../components/QuantityStepper.tsx';
import { Rating } from '../catalog/index.ts';
import { ColorOptions } from './ColorOptions.tsx';
import { ImageGallery } from './ImageGallery.tsx';
import { SizeOptions } from './SizeOptions.tsx';

export const PRODUCT_MESSAGES = {
  chooseOptions: 'Please select a color and size',
  added: 'Product added to cart!',
} as const;

interface ProductDetailsProps {
  product: Product;
  /** h1 on the product page; h3 inside the home page's spotlight. */
  headingLevel?: 'h1' | 'h2' | 'h3';
  /** The product page's picture is the largest paint; elsewhere it may load lazily. */
  eagerImage?: boolean;
}

/**
 * A product with its choices and Add to Cart (product page and home spotlight). Render it with
 * `key={product._id}` so the choices reset for another product.
 */
export function ProductDetails({ product, headingLevel = 'h1', eagerImage = true }: ProductDetailsProps) {
  const addToCart = useCartStore((state) => state.addToCart);
  const [color, setColor] = useState('');
  const [size, setSize] = useState('');
  const [quantity, setQuantity] = useState(1);
  const [adding, setAdding] = useState(false);
  const Heading = headingLevel;
  const maxQuantity = Math.min(product.countInStock, MAX_CART_QUANTITY);
  const inStock = product.countInStock > 0;

  const handleAdd = async () => {
    if (!color || !size) {
      toast.error(PRODUCT_MESSAGES.chooseOptions, { duration: 1000 });
      return;
    }
    setAdding(true);
    const ok = await addToCart({ productId: product._id, quantity, size, color });
    setAdding(false);
    // Success only once the server accepted the line; else the store holds the message of docs/product.md §8.
    if (ok) toast.success(PRODUCT_MESSAGES.added);
    else toast.error(useCartStore.getState().error ?? 'Failed to add to  cart');
  };

  return (
    <div className="grid gap-8 md:grid-cols-2 lg:gap-12">
      <ImageGallery images={product.images} name={product.name} eager={eagerImage} />
      <div>
        <p className="text-sm font-medium tracking-wide text-stone-600 uppercase">{product.brand}</p>
        <Heading className="mt-1 text-2xl font-bold text-ink sm:text-3xl">{product.name}</Heading>
        <Rating rating={product.rating} reviews={product.numReviews} className="mt-2" />
        <Price price={product.price} discountPrice={product.discountPrice} className="mt-4 text-2xl" />
        <p className="mt-4 leading-relaxed text-stone-700">{product.description}</p>
        <div className="mt-6 space-y-5">
          <ColorOptions colors={product.colors} value={color} onChange={setColor} />
          <SizeOptions sizes={product.sizes} value={size} onChange={setSize} />
          <div>
            <p className="text-sm font-semibold text-ink">Quantity</p>
            <div className="mt-2 flex items-center gap-4">
              <QuantityStepper
                value={quantity}
                onChange={setQuantity}
                max={Math.max(1, maxQuantity)}
                label={`Quantity of ${product.name}`}
                disabled={!inStock}
              />
              {inStock && product.countInStock <= 5 && (
                <span className="text-sm text-sale">Only {product.countInStock} left</span>
              )}
            </div>
          </div>
        </div>
        <Button className="mt-6 w-full py-3 text-base" busy={adding} disabled={!inStock} onClick={handleAdd}>
          {inStock ? 'Add to Cart' : 'Out of Stock'}
        </Button>
        <dl className="mt-8 grid grid-cols-[max-content_1fr] gap-x-6 gap-y-2 border-t border-stone-200 pt-6 text-sm">
          <dt className="font-semibold text-ink">Brand</dt>
          <dd className="text-stone-700">{product.brand}</dd>
          <dt className="font-semibold text-ink">Material</dt>
          <dd className="text-stone-700">{product.material}</dd>
          <dt className="font-semibold text-ink">Category</dt>
          <dd className="text-stone-700">
            {product.gender} · {product.category}
          </dd>
        </dl>
      </div>
    </div>
  );
}
