/** What other modules may use of the catalogue: product reads and writes, and the serializer. */

export { CatalogIndex } from './catalog-index.ts';
export {
  createProduct,
  deleteProduct,
  findProduct,
  PRODUCT_NOT_FOUND,
  updateProduct,
} from './catalog-service.ts';
export { PRODUCT_DOCUMENTS_MAX_BYTES, ProductDocuments } from './product-documents.ts';
export { SearchVocabulary } from './search.ts';
export {
  type ProductRow,
  productWithVariants,
  serializeProduct,
  serializeSelected,
  variantsJson,
} from './serialize.ts';
