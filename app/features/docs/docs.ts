/** A page of documentation: `body` uses the Markdown subset of app/services/markdown/blocks.ts; `{host}` is the site's host. */
export interface DocText {
  title: string;
  summary: string;
  body: string;
}
