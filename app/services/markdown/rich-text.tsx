import { InfoIcon } from "lucide-react";
import { Fragment } from "react";
import { Link } from "react-router";
import { cn } from "#app/lib/utils.ts";
import type { Block, Inline } from "./blocks.ts";

const linkClass = "font-medium text-primary underline underline-offset-4 [overflow-wrap:anywhere] hover:decoration-2";

export function InlineContent({ content }: { content: Inline[] }) {
  return (
    <>
      {content.map((part, index) => {
        switch (part.type) {
          case "text":
            return <Fragment key={index}>{part.text}</Fragment>;
          case "strong":
            return (
              <strong key={index} className="font-semibold text-foreground">
                {part.text}
              </strong>
            );
          case "em":
            return <em key={index}>{part.text}</em>;
          case "code":
            return (
              <code
                key={index}
                className="rounded bg-muted px-1.5 py-0.5 font-mono text-[0.875em] [overflow-wrap:anywhere]"
              >
                {part.text}
              </code>
            );
          default:
            return part.href.startsWith("/") || part.href.startsWith("#") ? (
              <Link key={index} to={part.href} className={linkClass}>
                {part.text}
              </Link>
            ) : (
              <a key={index} href={part.href} className={linkClass} rel="noopener noreferrer">
                {part.text}
              </a>
            );
        }
      })}
    </>
  );
}

/** Blocks parsed from Markdown (blocks.ts), as an article body (headings keep their anchors). */
export function RichText({ blocks, className }: { blocks: Block[]; className?: string }) {
  return (
    <div className={cn("flex flex-col gap-4 text-pretty leading-7", className)}>
      {blocks.map((block, index) => {
        switch (block.type) {
          case "heading":
            return block.level === 2 ? (
              <h2 key={index} id={block.id} className="mt-6 scroll-mt-24 font-semibold text-xl tracking-tight">
                <InlineContent content={block.content} />
              </h2>
            ) : (
              <h3 key={index} id={block.id} className="mt-3 scroll-mt-24 font-semibold text-base">
                <InlineContent content={block.content} />
              </h3>
            );
          case "paragraph":
            return (
              <p key={index}>
                <InlineContent content={block.content} />
              </p>
            );
          case "note":
            return (
              <p
                key={index}
                className="flex gap-3 rounded-lg border border-primary/20 bg-primary/5 p-4 text-sm leading-6"
              >
                <InfoIcon aria-hidden className="mt-0.5 size-4 shrink-0 text-primary" />
                <span>
                  <InlineContent content={block.content} />
                </span>
              </p>
            );
          case "list": {
            const ListTag = block.ordered ? "ol" : "ul";
            return (
              <ListTag
                key={index}
                className={cn("flex flex-col gap-2 ps-6", block.ordered ? "list-decimal" : "list-disc")}
              >
                {block.items.map((item, itemIndex) => (
                  <li key={itemIndex} className="ps-1">
                    <InlineContent content={item} />
                  </li>
                ))}
              </ListTag>
            );
          }
          case "code":
            return (
              // Scrolls sideways on a phone: focusable, so a keyboard can scroll it too.
              // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take the focus to be scrolled by keyboard
              <div key={index} className="overflow-x-auto rounded-lg border bg-muted/60" tabIndex={0} dir="ltr">
                <pre className="p-3 font-mono text-sm leading-6">
                  <code>{block.text}</code>
                </pre>
              </div>
            );
          default:
            return (
              // Scrolls sideways on a phone: focusable, so a keyboard can scroll it too.
              // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take the focus to be scrolled by keyboard
              <div key={index} className="overflow-x-auto rounded-lg border" tabIndex={0}>
                <table className="w-full min-w-[34rem] border-collapse text-start text-sm">
                  <thead className="bg-muted/60">
                    <tr>
                      {block.head.map((cell, cellIndex) => (
                        <th key={cellIndex} scope="col" className="px-3 py-2 text-start font-semibold">
                          <InlineContent content={cell} />
                        </th>
                      ))}
                    </tr>
                  </thead>
                  <tbody>
                    {block.rows.map((row, rowIndex) => (
                      <tr key={rowIndex} className="border-t align-top">
                        {row.map((cell, cellIndex) => (
                          <td key={cellIndex} className="px-3 py-2">
                            <InlineContent content={cell} />
                          </td>
                        ))}
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            );
        }
      })}
    </div>
  );
}
