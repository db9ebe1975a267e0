import { type ShouldRevalidateFunction, useActionData, useLoaderData } from "react-router";
import { authPageState, handleAuthAction } from "#app/features/auth/index.server.ts";
import { AuthScreen, authModeOf, authUnreachable, privatePageHeaders } from "#app/features/auth/index.ts";
import { keepFormOnFailure } from "#app/lib/keep-form.ts";
import { getI18n } from "#app/services/i18n/i18n.server.ts";
import type { Route } from "./+types/auth";

// /auth, /login.html and /signup.html (app/routes.ts): one screen, sign-in or sign-up.
export async function loader({ request }: Route.LoaderArgs) {
  const state = await authPageState(request);
  const { t, messages } = getI18n(request, ["auth", "language", "theme"]);
  const { mode } = authModeOf(new URL(request.url));
  const title =
    mode === "signup"
      ? t("auth.meta.signUpTitle")
      : mode === "reset"
        ? t("auth.meta.resetTitle")
        : t("auth.meta.signInTitle");
  return { ...state, messages, title, description: t("auth.meta.description") };
}

export async function action(args: Route.ActionArgs) {
  return handleAuthAction(args);
}

// A request that fails on its way keeps the form as typed (ARCHITECTURE.md "Forms").
export const clientAction = ({ request, serverAction }: Route.ClientActionArgs) =>
  keepFormOnFailure(request, serverAction, authUnreachable);

export const headers = privatePageHeaders;

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData?.title },
  { name: "description", content: loaderData?.description },
  { name: "robots", content: "noindex" },
];

// After a form of this page, its loader would see the new session and leave at once:
// the page itself waits a second (docs/product/accounts.md) and then goes on.
export const shouldRevalidate: ShouldRevalidateFunction = ({ formMethod, defaultShouldRevalidate }) =>
  formMethod === "POST" ? false : defaultShouldRevalidate;

export default function AuthRoute() {
  const state = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof clientAction>();
  return <AuthScreen state={state} actionData={actionData} />;
}
