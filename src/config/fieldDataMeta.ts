/**
 * The page's `<meta name="…" content="…">` that names the address field-data beacons go to; none:
 * no field data (docs/field-data.md). A module of its own, apart from config/fieldData.ts: the
 * initial chunk needs this name only, and the reporter's chunk does not import it.
 */
export const fieldDataMetaName = 'shop-field-data';
