// The unit's public entry: other units import only what is exported here (lint rule
// faktura/unit-boundaries), so the unit's other files can change without touching them.
export { publicPageHtml } from './public-page.layout';
export { PUBLIC_PAGE_STYLE } from './public-page.style';
export {
  PUBLIC_PAGE_HEADERS,
  requestedLanguage,
  sendInvalidPublicPage,
  sendPublicPage,
} from './public-page.response';
export { isPublicToken, newPublicToken, publicPageUrl } from './public-token';
