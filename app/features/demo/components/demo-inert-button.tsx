import { type ComponentProps, useState } from "react";
import { Button } from "#app/components/ui/button.tsx";
import { Tooltip, TooltipContent, TooltipTrigger } from "#app/components/ui/tooltip.tsx";
import { cn } from "#app/lib/utils.ts";
import { useTranslation } from "#app/services/i18n/i18n-provider.tsx";

/**
 * A button of the demo that does nothing, and says so: announced as unavailable
 * (aria-disabled keeps it focusable, so keyboard and screen-reader users still meet it),
 * drawn as inactive, and a "Démo" tooltip on hover, focus, click or tap — touch screens
 * have no hover, hence the click.
 */
export function DemoInertButton({ className, children, ...props }: Omit<ComponentProps<typeof Button>, "asChild">) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <Tooltip open={open} onOpenChange={setOpen}>
      <TooltipTrigger asChild>
        <Button
          type="button"
          {...props}
          aria-disabled="true"
          data-inert-demo=""
          className={cn("cursor-not-allowed opacity-75", className)}
          // preventDefault keeps Radix from closing the tooltip it would on press.
          onPointerDown={(event) => event.preventDefault()}
          onClick={(event) => {
            event.preventDefault();
            setOpen(true);
          }}
        >
          {children}
        </Button>
      </TooltipTrigger>
      <TooltipContent>{t("demo.inert.tooltip")}</TooltipContent>
    </Tooltip>
  );
}
