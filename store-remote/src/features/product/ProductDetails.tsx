import type { Product } from '@store/contracts';
import { useCartStore } from '@store/state';
import { Button, Price, toast } from '@store/ui';
import { type ReactNode, useId, useMemo, useRef, useState } from 'react';
import { QuantityStepper } from '../../components/QuantityStepper.tsx';
import { useHydrated } from '../../components/use-hydrated.ts';
import { CART_BUTTON_ID, openCartDrawer } from '../cart/index.ts';
import { imagesFor, Rating } from '../catalog/index.ts';
import { ColorOptions } from './ColorOptions.tsx';
import { MainPicture } from './MainPicture.tsx';
import { SizeOptions } from './SizeOptions.tsx';
import {
  colorLabel,
  lowStockMessage,
  PRODUCT_TEXT,
  quantityLimit,
  sizeLabel,
  unavailableMessage,
  VariantStock,
} from './variant-stock.ts';

export const PRODUCT_MESSAGES = {
  chooseOptions: 'Please select a color and size',
  added: 'Product added to cart!',
} as const;

interface ProductDetailsProps {
  product: Product;
  /** h1 on the product page; h3 inside the home page's spotlight. */
  headingLevel?: 'h1' | 'h2' | 'h3';
  /** The pictures: the product page passes its gallery that swipes and zooms (in its own chunk). */
  Gallery?: typeof MainPicture;
  /** The size and colour chosen when the page opens (the product page's ?size=&color=). */
  choice?: { size: string; color: string } | undefined;
  /** What follows Add to Cart for the choices made (the product page's "Notify me"). */
  notify?: (size: string, color: string) => ReactNode;
  /** Under the sizes: the product page's "You usually keep M in Top Wear" (its own chunk's code). */
  sizeHint?: ReactNode;
  /** Right under the price: the product page's "Inclusive of all taxes". */
  children?: ReactNode;
}

/**
 * A product with its choices and Add to Cart (product page and home spotlight). Render it with
 * `key={product._id}` so the choices reset for another product.
 */
export function ProductDetails({
  product,
  headingLevel = 'h1',
  Gallery = MainPicture,
  choice,
  notify,
  sizeHint,
  children,
}: ProductDetailsProps) {
  const addToCart = useCartStore((state) => state.addToCart);
  const [color, setColor] = useState(choice?.color ?? '');
  const [size, setSize] = useState(choice?.size ?? '');
  const [quantity, setQuantity] = useState(1);
  const [adding, setAdding] = useState(false);
  const addButton = useRef<HTMLButtonElement>(null);
  const hydrated = useHydrated();
  const statusId = useId();
  const Heading = headingLevel;
  const stock = useMemo(() => new VariantStock(product), [product]);
  const soldOut = stock.soldOut;
  const maxQuantity = quantityLimit(stock, size, color);
  const unavailable = unavailableMessage(stock, size, color);
  const lowStock = lowStockMessage(stock, size, color);
  // Until a colour is chosen: the pictures of the first picture's colour (the one cards show), or
  // every picture when the first fits every colour.
  const images = imagesFor(product.images, color || (product.images[0]?.color ?? ''));

  // A new choice may have fewer units than the quantity already set: the quantity follows.
  const choose = (next: { size?: string; color?: string }) => {
    const nextSize = next.size ?? size;
    const nextColor = next.color ?? color;
    setSize(nextSize);
    setColor(nextColor);
    setQuantity((current) => Math.min(current, quantityLimit(stock, nextSize, nextColor)));
  };

  const handleAdd = async () => {
    if (!color || !size) {
      toast.error(PRODUCT_MESSAGES.chooseOptions, { duration: 1000 });
      return;
    }
    setAdding(true);
    const ok = await addToCart({ productId: product._id, quantity, size, color });
    setAdding(false);
    // Success only once the server accepted the line; else the store holds the message of docs/product.md §8.
    if (ok) {
      toast.success(PRODUCT_MESSAGES.added, {
        action: { label: 'View bag', onClick: openCartDrawer },
      });
    } else {
      toast.error(useCartStore.getState().error ?? 'Failed to add to  cart');
    }
    // The busy button let go of focus: it goes to the header's cart button, which names the new
    // count and opens the bag (docs/product.md §2, "Keyboard"), or back to Add to Cart.
    (ok ? document.getElementById(CART_BUTTON_ID) : addButton.current)?.focus();
  };

  return (
    <div className="grid gap-8 md:grid-cols-2 lg:gap-12">
      {/* Eager on the product page and in the home spotlight alike: the largest paint of both. */}
      <Gallery key={color} images={images} name={product.name} eager />
      <div>
        <p className="text-sm font-medium tracking-wide text-stone-600 uppercase">{product.brand}</p>
        <Heading className="mt-1 text-2xl font-bold text-ink sm:text-3xl">{product.name}</Heading>
        <Rating rating={product.rating} reviews={product.numReviews} className="mt-2" />
        <Price price={product.price} discountPrice={product.discountPrice} className="mt-4 text-2xl" />
        {children}
        <p className="mt-4 leading-relaxed text-stone-700">{product.description}</p>
        {/* Until the scripts run (and for good without them) every choice and Add to Cart show
            disabled, all at once (docs/product.md §2, "without JavaScript"). */}
        <fieldset disabled={!hydrated} className="mt-6 space-y-5">
          <ColorOptions
            colors={product.colors}
            value={color}
            onChange={(next) => choose({ color: next })}
            labelOf={(option) => colorLabel(stock, option, size)}
            isSoldOut={(option) => (size ? stock.of(size, option) : stock.mostFor('', option)) === 0}
          />
          <SizeOptions
            sizes={product.sizes}
            value={size}
            onChange={(next) => choose({ size: next })}
            labelOf={(option) => sizeLabel(stock, option, color)}
            isSoldOut={(option) => (color ? stock.of(option, color) : stock.mostFor(option, '')) === 0}
          />
          {sizeHint}
          {/* Always in the page, so that a message appearing in it is announced. */}
          <p id={statusId} role="status" aria-label="Availability" className="text-sm font-medium text-sale">
            {unavailable}
          </p>
          {!soldOut && (
            <div>
              <p className="text-sm font-semibold text-ink">Quantity</p>
              <div className="mt-2 flex items-center gap-4">
                <QuantityStepper
                  value={quantity}
                  onChange={setQuantity}
                  max={maxQuantity}
                  label={`Quantity of ${product.name}`}
                  disabled={unavailable !== null}
                />
                {lowStock && <span className="text-sm text-sale">{lowStock}</span>}
              </div>
            </div>
          )}
          {soldOut ? (
            <div className="rounded-md border border-stone-300 bg-stone-50 p-4 text-center">
              <p className="text-base font-semibold text-ink">{PRODUCT_TEXT.soldOut}</p>
              <p className="mt-1 text-sm text-stone-700">{PRODUCT_TEXT.allSoldOut}</p>
            </div>
          ) : (
            <Button
              ref={addButton}
              className="w-full py-3 text-base"
              busy={adding}
              disabled={unavailable !== null}
              aria-describedby={unavailable ? statusId : undefined}
              onClick={handleAdd}
            >
              Add to Cart
            </Button>
          )}
        </fieldset>
        {notify?.(size, color)}
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
