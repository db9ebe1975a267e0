import { Badge } from "#app/components/ui/badge.tsx";
import { useTranslation } from "#app/services/i18n/i18n-provider.tsx";
import type { MessageCategory, MessageStatus } from "../schema.ts";

const VARIANT: Record<MessageStatus, "warning" | "secondary" | "success" | "outline" | "destructive"> = {
  open: "warning",
  in_progress: "secondary",
  resolved: "success",
  closed: "outline",
  spam: "destructive",
};

/** Status badge of a contact message ('Ouvert' / 'Fermé', and the other states). */
export function MessageStatusBadge({ status }: { status: MessageStatus }) {
  const { t } = useTranslation();
  return (
    <Badge variant={VARIANT[status]} data-status={status}>
      {t(`admin.messages.status.${status}`)}
    </Badge>
  );
}

export function MessageCategoryBadge({ category }: { category: MessageCategory }) {
  const { t } = useTranslation();
  return <Badge variant="outline">{t(`admin.messages.category.${category}`)}</Badge>;
}
