// The unit's public entry: other units import only what is exported here (lint rule
// faktura/unit-boundaries), so the unit's other files can change without touching them.
export { decodeBase64Upload, invalidUpload } from './base64-upload';
export type { Base64Upload } from './base64-upload';
export { FileLinksService } from './file-links.service';
export type { DocumentFileSource } from './file-links.service';
export { FilesModule } from './files.module';
export { releaseStoredFile } from './stored-file.release';
