import { screen } from "@testing-library/react";
import { renderWithIntl } from "@/tests/utils/render";
import { ProfileFilterLinks } from "./profile-filter-links";

// The results list's "Sees <species>" and "Oxygen / ICU" are plain
// links (no JavaScript needed) that switch one filter and keep the other.

const base = "/zh-HK/emergency-results/3f2b8c1e-9a4d-4e7f-8b6a-1c2d3e4f5a6b";

describe("the profile filter links", () => {
  it("offers 'Sees rabbits' and 'Oxygen / ICU' for a rabbit, each a link that switches it", () => {
    renderWithIntl(<ProfileFilterLinks basePath="/r" offered={["sees", "icu"]} filters={{ sees: true, icu: false }} species="rabbit" />);
    const sees = screen.getByRole("link", { name: /Sees rabbits/ });
    expect(sees).toHaveAttribute("href", "/r#profile-filters");
    expect(sees).toHaveAttribute("data-on", "true");
    expect(sees).toHaveTextContent("filter on");
    const icu = screen.getByRole("link", { name: "Oxygen / ICU" });
    expect(icu).toHaveAttribute("href", "/r?sees=1&icu=1#profile-filters");
  });

  it("offers only 'Oxygen / ICU' for a dog, in Chinese too", () => {
    renderWithIntl(<ProfileFilterLinks basePath={base} offered={["icu"]} filters={{ sees: false, icu: false }} species={null} />, {
      locale: "zh-HK",
    });
    expect(screen.getAllByRole("link")).toHaveLength(1);
    expect(screen.getByRole("link", { name: "氧氣 / 深切治療" })).toHaveAttribute("href", `${base}?icu=1#profile-filters`);
    expect(screen.getByRole("navigation", { name: "只看醫院註明：" })).toBeInTheDocument();
  });
});
