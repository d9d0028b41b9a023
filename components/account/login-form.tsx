"use client";

import { useState, useTransition } from "react";
import { useTranslations } from "next-intl";
import { signIn } from "next-auth/react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { FormField } from "@/components/forms/form-field";
import { credentialsSchema, type CredentialsInput } from "@/lib/accounts/schemas";
import { fieldErrors } from "@/lib/validation/field-errors";

type Mode = CredentialsInput["mode"];
const KNOWN_ERRORS = ["invalid_credentials", "validation_failed", "rate_limited"] as const;
/** Sign-up's one answer, for a taken and a free address alike: nobody is signed in until the emailed link is opened. */
const CHECK_EMAIL = "check_email";

// Read with FormData, not react-hook-form (docs/DEVELOPING.md, forms): measured 2026-11-28, /login's first-visit JS is 191.9 KB gzip as is, 206.3 KB on useForm + zodResolver (over its 194 KB guard).
export function LoginForm({
  callbackUrl,
  emailLinkEnabled,
  oauthProviders,
  initialError,
}: {
  callbackUrl: string;
  emailLinkEnabled: boolean;
  oauthProviders: { id: string; name: string }[];
  initialError?: string;
}) {
  const t = useTranslations("Auth");
  const [pending, startTransition] = useTransition();
  const [error, setError] = useState<ReturnType<typeof errorKey> | null>(initialError ? errorKey(initialError) : null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [linkSent, setLinkSent] = useState(false);
  const [checkEmail, setCheckEmail] = useState(false);

  function errorKey(code: string) {
    const known = KNOWN_ERRORS.find((k) => k === code);
    return known ? (`error_${known}` as const) : "error_generic";
  }

  function submit(form: HTMLFormElement, mode: Mode) {
    const data = new FormData(form);
    const parsed = credentialsSchema.safeParse({ email: data.get("email"), password: data.get("password"), mode });
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      return;
    }
    setErrors({});
    setError(null);
    setCheckEmail(false);
    startTransition(async () => {
      const result = await signIn("credentials", { ...parsed.data, redirect: false, callbackUrl });
      if (mode === "signup" && result?.error === CHECK_EMAIL) {
        // No account exists yet, so the analytics registration event (it needs the user id) is not sent from here.
        setCheckEmail(true);
        return;
      }
      if (!result || result.error) {
        setError(errorKey(result?.error ?? "generic"));
        return;
      }
      // Full navigation so every server component sees the new session.
      window.location.assign(result.url ?? callbackUrl);
    });
  }

  function sendLink(form: HTMLFormElement) {
    const email = String(new FormData(form).get("email") ?? "");
    startTransition(async () => {
      const result = await signIn("email", { email, redirect: false, callbackUrl });
      if (result?.error) setError("error_generic");
      else setLinkSent(true);
    });
  }

  return (
    <div className="flex flex-col gap-6">
      {/* method="post": a tap before the page's script has loaded must not put the password in the URL (and the server's logs). */}
      <form
        method="post"
        noValidate
        className="flex flex-col gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
          submit(event.currentTarget, submitter?.value === "signup" ? "signup" : "signin");
        }}
      >
        <FormField id="email" label={t("email")} error={errors.email}>
          {(control) => <Input {...control} name="email" type="email" autoComplete="email" required />}
        </FormField>
        <FormField id="password" label={t("password")} error={errors.password} note={t("passwordHint")}>
          {(control) => <Input {...control} name="password" type="password" autoComplete="current-password" required />}
        </FormField>
        <div aria-live="polite">
          {checkEmail && (
            <p role="status" className="rounded-md bg-primary/10 p-3 text-sm">
              {t("signUpCheckEmail")}
            </p>
          )}
          {error && (
            <p className="rounded-md bg-destructive/10 p-3 text-sm text-destructive" role="alert">
              {t(error)}
            </p>
          )}
        </div>
        <div className="flex flex-col gap-2 sm:flex-row">
          <Button type="submit" name="mode" value="signin" disabled={pending} className="flex-1">
            {t("signIn")}
          </Button>
          <Button type="submit" name="mode" value="signup" variant="outline" disabled={pending} className="flex-1">
            {t("createAccount")}
          </Button>
        </div>
        {emailLinkEnabled && (
          <Button type="button" variant="link" disabled={pending} onClick={(e) => sendLink(e.currentTarget.form!)}>
            {t("emailLink")}
          </Button>
        )}
        {linkSent && (
          <p role="status" className="text-sm">
            {t("emailLinkSent")}
          </p>
        )}
      </form>
      {oauthProviders.length > 0 && (
        <div className="flex flex-col gap-2">
          <p className="text-center text-sm text-muted-foreground">{t("orContinueWith")}</p>
          {oauthProviders.map((p) => (
            <Button key={p.id} variant="outline" onClick={() => signIn(p.id, { callbackUrl })}>
              {p.name}
            </Button>
          ))}
        </div>
      )}
    </div>
  );
}
