// Not in the spec: the name of 'Import from CSV' (docs/product.md, Bulk catalogue), alone in its
// module: All Products links to the import, and the import's other texts stay out of the list's
// first load.

/** The import panel's name: the link on All Products and the panel's heading. */
export const productImportHeading = 'Import from CSV';
