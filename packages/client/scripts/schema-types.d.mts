/** The committed OpenAPI document of Faktura. */
export declare const SNAPSHOT_PATH: string;
/** The generated types, never edited by hand. */
export declare const SCHEMA_PATH: string;
/** The snapshot text of a document: pretty JSON (2 spaces, trailing newline) as prettier keeps it. */
export declare function snapshotText(document: unknown): Promise<string>;
/** The TypeScript types of the committed snapshot, as they belong in src/generated/schema.ts. */
export declare function schemaTypes(): Promise<string>;
