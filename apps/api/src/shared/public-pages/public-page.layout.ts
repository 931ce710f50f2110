import { escapeHtmlText } from '@faktura/domain';

/**
 * The HTML document of a public page: its language, a title, its inline styles and body. No
 * scripts (the headers' CSP allows none) and `noindex`, since the URL is the only credential.
 */
export function publicPageHtml(language: string, title: string, style: string, body: string) {
  return `<!DOCTYPE html>
<html lang="${language}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtmlText(title)}</title>
<style>${style}</style></head>
<body>
${body}
</body></html>
`;
}
