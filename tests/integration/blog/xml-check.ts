// A small well-formedness check for the XML the site serves (feeds, sitemap): one root
// element, tags closed in order, attributes quoted, `<` and `&` in text only as markup or
// entities. Enough to catch a broken escape or a truncated document; not a full XML parser.

const TAG = /<(\/?)([A-Za-z_][\w:.-]*)((?:\s+[A-Za-z_][\w:.-]*\s*=\s*(?:"[^"<]*"|'[^'<]*'))*)\s*(\/?)>/y;
const BAD_AMPERSAND = /&(?!(?:amp|lt|gt|quot|apos|#\d+|#x[0-9a-fA-F]+);)/;

/** Throws when `xml` is not well-formed; returns the name of its root element. */
export function wellFormedRoot(xml: string): string {
  const body = xml
    .replace(/^\uFEFF?<\?xml\s[^?]*\?>/, "")
    .replace(/<!--[\s\S]*?-->/g, "")
    .replace(/<!\[CDATA\[[\s\S]*?\]\]>/g, "");
  const stack: string[] = [];
  let root: string | null = null;
  let position = 0;
  while (position < body.length) {
    const next = body.indexOf("<", position);
    const text = body.slice(position, next === -1 ? body.length : next);
    if (BAD_AMPERSAND.test(text)) throw new Error(`bare & in text: ${text.slice(0, 80)}`);
    if (stack.length === 0 && text.trim() !== "") throw new Error(`text outside the root: ${text.slice(0, 80)}`);
    if (next === -1) break;
    TAG.lastIndex = next;
    const tag = TAG.exec(body);
    if (!tag) throw new Error(`malformed tag at ${next}: ${body.slice(next, next + 80)}`);
    const [whole, closing, name, attributes, selfClosing] = tag;
    if (BAD_AMPERSAND.test(attributes ?? "")) throw new Error(`bare & in attributes of <${name}>`);
    if (closing) {
      const open = stack.pop();
      if (open !== name) throw new Error(`</${name}> closes <${open ?? "nothing"}>`);
    } else {
      if (stack.length === 0) {
        if (root !== null) throw new Error(`second root element <${name}>`);
        root = name!;
      }
      if (!selfClosing) stack.push(name!);
    }
    position = next + whole.length;
  }
  if (stack.length > 0) throw new Error(`unclosed <${stack.join("> <")}>`);
  if (root === null) throw new Error("no root element");
  return root;
}

/** The text of each `<name>` element (CDATA unwrapped, entities decoded), in order. */
export function elementTexts(xml: string, name: string): string[] {
  const pattern = new RegExp(`<${name}(?:\\s[^>]*)?>([\\s\\S]*?)</${name}>`, "g");
  return [...xml.matchAll(pattern)].map(([, inner = ""]) => {
    const cdata = /^<!\[CDATA\[([\s\S]*)\]\]>$/.exec(inner);
    if (cdata) return cdata[1]!;
    return inner
      .replace(/&lt;/g, "<")
      .replace(/&gt;/g, ">")
      .replace(/&quot;/g, '"')
      .replace(/&apos;/g, "'")
      .replace(/&amp;/g, "&");
  });
}
