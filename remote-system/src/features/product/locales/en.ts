/** Service packages (namespace `system`, group `product`). */
const en = {
  fields: {
    productCode: 'Code',
    productName: 'Name',
    description: 'Description',
    price: 'Price',
    currency: 'Currency',
    status: 'Status',
    remark: 'Remark',
  },
  placeholder: {
    search: 'Name or code',
    productCode: 'e.g. PKG-RENT',
    productName: 'e.g. Rental search package',
  },
  hint: {
    productCode:
      'A contract template shows the offered product with {{placeholder}}, or its name or price with {{name}} and {{price}}. Click a code in the list to copy its placeholder.',
  },
  rules: { productCode: 'Letters, digits, - and _ only' },
  addTitle: 'Add a product',
  editTitle: 'Edit the product',
  addSuccess: 'Product added',
  editSuccess: 'Product saved',
  deleteTitle: 'Delete products',
  deleteOne: 'Delete the product "{{name}}"?',
  deleteMany: 'Delete the {{count}} selected products?',
  deleteSuccess: 'Deleted',
  selectToDelete: 'Select the products to delete first',
  loadFailed: 'The products could not be loaded',
  exportFileName: 'products',
  empty: 'No product yet',
};

export default en;
