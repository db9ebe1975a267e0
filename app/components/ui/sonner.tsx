import { Toaster as Sonner, type ToasterProps } from "sonner";

/** Toast timing and layout. */
const TOAST_DURATION_MS = 4000;
const VISIBLE_TOASTS = 3;
const TOAST_GAP_PX = 14;

/**
 * Mount once at the root with the page's theme and direction. Toasts sit in the bottom
 * corner at the inline end: bottom-right in French and English, bottom-left in Arabic.
 * Call `toast(…)`, `toast.success(…)`, `toast.error(…)` from "sonner" anywhere.
 */
function Toaster({
  theme = "light",
  dir = "ltr",
  ...props
}: Omit<ToasterProps, "theme" | "dir"> & { theme?: "light" | "dark" | "system"; dir?: "ltr" | "rtl" }) {
  return (
    <Sonner
      theme={theme}
      dir={dir}
      position={dir === "rtl" ? "bottom-left" : "bottom-right"}
      richColors
      visibleToasts={VISIBLE_TOASTS}
      duration={TOAST_DURATION_MS}
      gap={TOAST_GAP_PX}
      className="toaster group"
      {...props}
    />
  );
}

export { Toaster };
