import type { ProductCreate } from '@store/contracts';
import { Link, useLocation, useNavigate, useParams } from '@store/router';
import { Skeleton } from '@store/ui';
import { useEffect, useState } from 'react';
import { toast } from 'sonner';
import { adminPaths } from '../../app/paths.ts';
import { LoadError } from '../../components/LoadError.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { readListState } from './list-location.ts';
import { ProductForm } from './ProductForm.tsx';
import { EMPTY_PRODUCT_FORM, toFormValues } from './product-form.ts';
import { useProductsStore } from './products-store.ts';

/** /admin/products/{id}/edit and /admin/products/new: one form; saving returns to the list. */
export function ProductEditorPage() {
  const { id } = useParams();
  const isNew = id === undefined;
  const navigate = useNavigate();
  const backTo = readListState(useLocation().state).from ?? adminPaths.products;
  const product = useProductsStore((state) => state.product);
  const loading = useProductsStore((state) => state.productLoading);
  const error = useProductsStore((state) => state.productError);
  const saving = useProductsStore((state) => state.saving);
  const fetchProduct = useProductsStore((state) => state.fetchProduct);
  const saveProduct = useProductsStore((state) => state.saveProduct);
  const [refusal, setRefusal] = useState<string | null>(null);

  useEffect(() => {
    if (id !== undefined) void fetchProduct(id);
  }, [id, fetchProduct]);

  async function save(body: ProductCreate) {
    setRefusal(null);
    const outcome = await saveProduct(id ?? null, body);
    if (!outcome.ok) {
      setRefusal(outcome.message);
      toast.error(outcome.message);
      return;
    }
    toast.success(isNew ? 'Product created' : 'Product updated');
    navigate(backTo, { state: { highlight: outcome.value._id } });
  }

  const title = isNew ? 'Add Product' : 'Edit Product';
  const back = (
    <Link to={backTo} className="text-sm font-semibold text-brand-700 hover:underline">
      ← Back to Product Catalog
    </Link>
  );

  if (isNew) {
    return (
      <>
        <PageHeader title={title} actions={back} />
        <ProductForm
          key="new"
          initial={EMPTY_PRODUCT_FORM}
          submitLabel="Create Product"
          saving={saving}
          backTo={backTo}
          refusal={refusal}
          onSubmit={(body) => void save(body)}
        />
      </>
    );
  }

  return (
    <>
      <PageHeader title={title} summary={product?._id === id ? product.name : undefined} actions={back} />
      {error ? (
        <LoadError title="Error loading product" detail={error} onRetry={() => void fetchProduct(id)} />
      ) : loading || product?._id !== id ? (
        <div aria-busy="true" className="flex flex-col gap-4">
          <span className="sr-only">Loading the product…</span>
          <Skeleton className="h-48" />
          <Skeleton className="h-40" />
        </div>
      ) : (
        <ProductForm
          key={product._id}
          initial={toFormValues(product)}
          submitLabel="Update Product"
          saving={saving}
          backTo={backTo}
          refusal={refusal}
          onSubmit={(body) => void save(body)}
        />
      )}
    </>
  );
}
