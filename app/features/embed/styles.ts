/**
 * The widget's styles, inside its shadow root: `:host { all: initial !important }` cuts
 * every inherited property of the host page (an important declaration of the inner context
 * wins over the page's, even an `!important` one), and no selector here reaches outside.
 */
export const WIDGET_CSS = `
:host{all:initial!important;display:block!important;contain:content}
.w{--bg:#fff;--fg:#1c1917;--mu:#57534e;--bd:#d6d3d1;--cd:#fafaf9;--ac:var(--brand-l,#0f5f59);--st:#a15c07;color-scheme:light;color:var(--fg);background:var(--bg);font:15px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,"Noto Sans","Noto Sans Arabic",sans-serif;padding:12px;border-radius:var(--rd-w,12px);box-sizing:border-box;text-align:start}
.w[data-theme=dark]{--bg:#1c1917;--fg:#f5f5f4;--mu:#d6d3d1;--bd:#57534e;--cd:#292524;--ac:var(--brand-d,#5eead4);--st:#fbbf24;color-scheme:dark}
@media (prefers-color-scheme:dark){.w[data-theme=auto]{--bg:#1c1917;--fg:#f5f5f4;--mu:#d6d3d1;--bd:#57534e;--cd:#292524;--ac:var(--brand-d,#5eead4);--st:#fbbf24;color-scheme:dark}}
*,*::before,*::after{box-sizing:border-box}
p{margin:0}
a{color:var(--ac);text-underline-offset:2px}
a:focus-visible,button:focus-visible,.tr:focus-visible{outline:2px solid var(--ac);outline-offset:2px}
button{font:inherit;color:inherit;cursor:pointer}
.hd{display:flex;flex-wrap:wrap;gap:4px 12px;align-items:baseline;margin-bottom:10px}
.pn{font-weight:700;font-size:17px}
.st{color:var(--st);letter-spacing:1px;white-space:nowrap}
.off{opacity:.3}
.sr{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
.ct,.meta,.rt,.dur{color:var(--mu);font-size:13px}
.tr{display:grid;gap:12px}
[data-layout=grid] .tr{grid-template-columns:repeat(auto-fill,minmax(min(100%,260px),1fr))}
[data-layout=carousel] .tr{display:flex;overflow-x:auto;scroll-snap-type:x mandatory;scrollbar-width:thin;padding:2px}
[data-layout=carousel] .card{flex:0 0 min(100%,320px);scroll-snap-align:start}
.card{background:var(--cd);border:1px solid var(--bd);border-radius:var(--rd,10px);padding:12px;display:flex;flex-direction:column;gap:6px;min-width:0;overflow-wrap:anywhere}
.who{display:flex;gap:8px;align-items:center}
.who div{display:flex;flex-direction:column}
.av{width:36px;height:36px;border-radius:50%;object-fit:cover}
.meta{display:flex;flex-wrap:wrap;gap:4px 8px}
.lb,.rel{border:1px solid var(--bd);border-radius:99px;padding:0 8px}
.tx{white-space:pre-line}
.cl{display:-webkit-box;-webkit-line-clamp:4;-webkit-box-orient:vertical;overflow:hidden}
.more{align-self:start;background:none;border:0;padding:0;color:var(--ac);text-decoration:underline}
.md{display:flex;flex-direction:column;gap:2px}
audio,video{width:100%;max-width:100%}
video{border-radius:8px;background:#000;max-height:360px}
.ph{padding:0;border:0;background:none;align-self:start}
.ph img{display:block;max-width:100%;max-height:180px;border-radius:8px}
.rp{border-inline-start:3px solid var(--bd);padding-inline-start:8px;font-size:14px}
.nav{display:flex;gap:8px;justify-content:flex-end;margin-top:8px}
.nav button{width:44px;height:44px;border-radius:50%;border:1px solid var(--bd);background:var(--cd);font-size:22px;line-height:1}
.ft{display:flex;flex-wrap:wrap;gap:4px 16px;margin-top:10px;font-size:14px}
.badge{display:inline-flex;flex-direction:column;gap:4px;border:1px solid var(--bd);border-radius:var(--rd,10px);padding:8px 12px;background:var(--cd)}
.bl{display:flex;flex-wrap:wrap;gap:4px 8px;align-items:baseline;color:var(--fg);text-decoration:none}
.bn{font-weight:700}
.badge .how{font-size:13px}
.w[data-layout=badge]{display:inline-block;padding:0;background:none}
.box{border:0;padding:0;background:none;max-width:96vw;max-height:96vh}
.box::backdrop{background:rgba(0,0,0,.8)}
.box img{display:block;max-width:96vw;max-height:90vh}
.x{position:absolute;top:4px;inset-inline-end:4px;width:44px;height:44px;border-radius:50%;border:0;background:#000c;color:#fff;font-size:24px}
`;
