import { resolveAssetUrl } from '@store/api';
import type { Product } from '@store/contracts';
import { LOW_STOCK_THRESHOLD } from '@store/contracts/constants';
import { Link } from '@store/router';
import { cn, Price } from '@store/ui';
import { adminPaths } from '../../app/paths.ts';
import { RowActions } from '../../components/RowActions.tsx';
import { table } from '../../components/table-styles.ts';
import { useProductChanges } from './products-store.ts';

interface ProductRowProps {
  product: Product;
  /** The list's address, so the editor can come back to the same page and search. */
  listAddress: string;
  highlighted: boolean;
  onDelete: (product: Product) => void;
}

export function ProductRow({ product, listAddress, highlighted, onDelete }: ProductRowProps) {
  const busy = useProductChanges((state) => state.pending.includes(product._id));
  const image = product.images[0];
  const low = product.countInStock <= LOW_STOCK_THRESHOLD;
  const soldOut = product.variants.filter((variant) => variant.countInStock === 0).length;

  return (
    <tr
      className={cn(table.row, highlighted && 'bg-brand-50')}
      aria-busy={busy || undefined}
      data-product-id={product._id}
    >
      <td className={table.plainCell}>
        <div className="flex items-center gap-3">
          {image ? (
            <img
              src={resolveAssetUrl(image.url)}
              alt={image.altText || product.name}
              width={48}
              height={48}
              loading="lazy"
              className="h-12 w-12 shrink-0 rounded bg-stone-100 object-cover"
            />
          ) : (
            <span
              aria-hidden="true"
              className="flex h-12 w-12 shrink-0 items-center justify-center rounded bg-stone-100 text-xs text-stone-400"
            >
              —
            </span>
          )}
          <span className="min-w-0">
            <span className="block font-medium text-ink">{product.name}</span>
            <span className="block text-xs text-stone-500">
              {product.brand} · {product.category} · {product.gender}
            </span>
          </span>
        </div>
      </td>
      <td data-label="Price" className={`${table.cell} whitespace-nowrap`}>
        <Price price={product.price} discountPrice={product.discountPrice} />
      </td>
      <td data-label="SKU" className={table.cell}>
        <span className="font-mono text-xs">{product.sku}</span>
      </td>
      <td data-label="Stock" className={table.cell}>
        <span className={cn('block whitespace-nowrap tabular-nums', low && 'font-semibold text-rose-700')}>
          Total stock: {product.countInStock}
        </span>
        <span className={cn('block text-xs tabular-nums', soldOut > 0 ? 'text-rose-700' : 'text-stone-500')}>
          <span className="sr-only"> · </span>
          {soldOut} of {product.variants.length} sold out
        </span>
      </td>
      <RowActions name={product.name} busy={busy} onDelete={() => onDelete(product)}>
        <Link
          to={adminPaths.editProduct(product._id)}
          state={{ from: listAddress }}
          aria-label={`Edit ${product.name}`}
          className="inline-flex flex-1 items-center justify-center rounded-md bg-ink px-4 py-1.5 text-sm font-semibold text-white hover:bg-stone-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 md:flex-none"
        >
          Edit
        </Link>
      </RowActions>
    </tr>
  );
}
