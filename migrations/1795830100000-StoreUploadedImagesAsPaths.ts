import { MigrationInterface, QueryRunner } from 'typeorm';

/** The columns that hold an uploaded image's address. */
const IMAGE_COLUMNS: [string, string][] = [
  ['credit_card_categories', 'category_img_thumb'],
  ['partner_banners', 'image_url'],
];

/**
 * Images stored on this server's disk are named by their path (/uploads/…) instead of an
 * address on PUBLIC_BASE_URL's host, which did not show where the app is opened from another
 * host (the CSP admits this origin and https images only). S3 addresses stay.
 */
export class StoreUploadedImagesAsPaths1795830100000 implements MigrationInterface {
  name = 'StoreUploadedImagesAsPaths1795830100000';

  public async up(q: QueryRunner): Promise<void> {
    for (const [table, column] of IMAGE_COLUMNS)
      await q.query(
        `UPDATE "${table}" SET "${column}" = regexp_replace("${column}", '^https?://[^/]+(/uploads/images/)', '\\1')
          WHERE "${column}" ~ '^https?://[^/]+/uploads/images/'`,
      );
  }

  public async down(): Promise<void> {
    // The host the addresses named is not known any more; paths work on every host.
  }
}
