import { CircleCheckIcon, CircleXIcon } from "lucide-react";
import { Link } from "react-router";
import { Button } from "#app/components/ui/button.tsx";

/**
 * What following a mail's link did (a subscription confirmed, or a link that no longer
 * works): an icon, a title, a sentence and a way back. The route gives the translated texts.
 */
export function LinkOutcome({
  ok,
  title,
  body,
  back,
}: {
  ok: boolean;
  title: string;
  body: string;
  back: { to: string; label: string };
}) {
  const Icon = ok ? CircleCheckIcon : CircleXIcon;
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center">
      <Icon aria-hidden className={ok ? "size-10 text-success" : "size-10 text-destructive"} />
      <h1 className="mt-4 font-bold text-2xl tracking-tight">{title}</h1>
      <p className="mt-3 text-muted-foreground">{body}</p>
      <Button asChild className="mt-8">
        <Link to={back.to}>{back.label}</Link>
      </Button>
    </div>
  );
}
