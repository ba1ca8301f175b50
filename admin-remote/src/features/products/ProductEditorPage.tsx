import type { ProductCreate } from '@store/contracts';
import { Link, useLocation, useNavigate, useParams } from '@store/router';
import { Skeleton, toast } from '@store/ui';
import { Fragment, type ReactNode, useState } from 'react';
import { adminPaths } from '../../app/paths.ts';
import { LoadError } from '../../components/LoadError.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { useLoaded } from '../../lib/load-store.ts';
import { readListState } from './list-location.ts';
import { ProductForm } from './ProductForm.tsx';
import { EMPTY_PRODUCT_FORM, formSource, type ProductFormValues, toFormValues } from './product-form.ts';
import { useEditedProduct, useProductChanges } from './products-store.ts';

/** /admin/products/{id}/edit and /admin/products/new: one form; saving returns to the list. */
export function ProductEditorPage() {
  const { id } = useParams();
  const navigate = useNavigate();
  const backTo = readListState(useLocation().state).from ?? adminPaths.products;
  const saving = useProductChanges((state) => state.saving);
  const saveProduct = useProductChanges((state) => state.saveProduct);
  const [refusal, setRefusal] = useState<string | null>(null);

  async function save(body: ProductCreate) {
    setRefusal(null);
    const outcome = await saveProduct(id ?? null, body);
    if (!outcome.ok) {
      setRefusal(outcome.message);
      toast.error(outcome.message);
      return;
    }
    toast.success(id === undefined ? 'Product created' : 'Product updated');
    navigate(backTo, { state: { highlight: outcome.value._id } });
  }

  const back = (
    <Link to={backTo} className="text-sm font-semibold text-brand-700 hover:underline">
      ← Back to Product Catalog
    </Link>
  );
  const form = (initial: ProductFormValues, submitLabel: string) => (
    <ProductForm
      initial={initial}
      submitLabel={submitLabel}
      saving={saving}
      backTo={backTo}
      refusal={refusal}
      onSubmit={(body) => void save(body)}
    />
  );

  if (id === undefined) {
    return (
      <>
        <PageHeader title="Add Product" actions={back} />
        {form(EMPTY_PRODUCT_FORM, 'Create Product')}
      </>
    );
  }
  return <ExistingProduct key={id} id={id} back={back} form={form} />;
}

interface ExistingProductProps {
  id: string;
  back: ReactNode;
  form: (initial: ProductFormValues, submitLabel: string) => ReactNode;
}

/** The editor of a stored product: loads it by id, then shows the form filled in. */
function ExistingProduct({ id, back, form }: ExistingProductProps) {
  const { data: product, loading, error, retry } = useLoaded(useEditedProduct, id);
  const loaded = product?._id === id ? product : null;
  return (
    <>
      <PageHeader title="Edit Product" summary={loaded?.name} actions={back} />
      {error ? (
        <LoadError title="Error loading product" detail={error} onRetry={() => void retry()} />
      ) : loading || loaded === null ? (
        <div aria-busy="true" className="flex flex-col gap-4">
          <span className="sr-only">Loading the product…</span>
          <Skeleton className="h-48" />
          <Skeleton className="h-40" />
        </div>
      ) : (
        // A new version or new stock (shown after a 409) starts the form afresh.
        <Fragment key={formSource(loaded)}>{form(toFormValues(loaded), 'Update Product')}</Fragment>
      )}
    </>
  );
}
