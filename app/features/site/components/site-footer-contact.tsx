import { useEffect } from "react";
import { ContactDialog, openContactDialog } from "#app/features/contact/index.ts";

/**
 * The footer's contact dialog, loaded on demand by SiteFooter (its form brings Conform, zod
 * and sonner, ~60 KB gzip that no page needs before the visitor asks to write). It opens
 * as soon as it mounts: it is only mounted because the visitor clicked the footer's button
 * or a page asked for the dialog. The dialog's own listener is registered by its effect,
 * which runs before this one (children's effects run first).
 */
export default function SiteFooterContact({ triggerClassName }: { triggerClassName: string }) {
  useEffect(() => {
    openContactDialog();
  }, []);
  return <ContactDialog triggerClassName={triggerClassName} />;
}
