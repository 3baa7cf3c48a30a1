// The person's categories, read as every remote reads them (@finance/shared/data); here so that this remote's tests
// can stand in for the request.
export { categoriesQueryKey, getCategories } from '@finance/shared/data';
