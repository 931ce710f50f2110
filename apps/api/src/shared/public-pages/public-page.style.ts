/**
 * The screen stylesheet every public page starts from: a grey background, a readable font and
 * white panels that reflow on a phone. A page adds its own rules after it.
 */
export const PUBLIC_PAGE_STYLE = `
*, *::before, *::after { box-sizing: border-box; }
html { background: #eef0f3; }
body { margin: 0; padding: 24px 12px; font: 15px/1.5 'Liberation Sans', Arial, sans-serif; }
.panel { max-width: 180mm; margin: 0 auto; background: #fff; padding: 16px 20px;
  border-radius: 6px; box-shadow: 0 1px 4px rgba(0,0,0,.15); overflow-wrap: anywhere; }
.panel h2 { margin: 0 0 12px; font-size: 18px; }
@media (max-width: 600px) {
  body { padding: 8px; }
  .panel { padding: 14px 12px; }
}
`;
