import { Link2Icon, RocketIcon, StarIcon, UserRoundPenIcon } from "lucide-react";
import type { HelpCategoryId } from "../catalog.ts";

export const CATEGORY_ICONS: Record<HelpCategoryId, typeof RocketIcon> = {
  "getting-started": RocketIcon,
  "profile-setup": UserRoundPenIcon,
  reviews: StarIcon,
  platforms: Link2Icon,
};
