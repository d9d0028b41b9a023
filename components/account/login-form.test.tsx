import { screen } from "@testing-library/react";
import { renderWithIntl } from "@/tests/utils/render";
import { LoginForm } from "./login-form";

jest.mock("next-auth/react", () => ({ signIn: jest.fn() }));

describe("LoginForm", () => {
  it("posts the form even before its script runs: a password never goes into the URL", () => {
    renderWithIntl(<LoginForm callbackUrl="/" emailLinkEnabled={false} oauthProviders={[]} />);
    const form = screen.getByLabelText(/password/i).closest("form")!;
    expect(form.getAttribute("method")).toBe("post");
  });
});
