import type { MetadataRoute } from "next";
import en from "@/messages/en.json";

// Web app manifest (/manifest.webmanifest): installable on phones, opens the landing page; a shortcut opens the clinic dashboard.
export default function manifest(): MetadataRoute.Manifest {
  return {
    name: en.Metadata.defaultTitle,
    short_name: en.Metadata.siteName,
    description: en.Metadata.homeDescription,
    start_url: "/",
    scope: "/",
    display: "standalone",
    background_color: "#ffffff",
    theme_color: "#c62828",
    lang: "en",
    categories: ["medical", "lifestyle"],
    // Staff install the same app and open straight onto their dashboard (its "Alert this device" needs the
    // installed app on iPhone).
    shortcuts: [{ name: en.Dashboard.title, url: "/clinic/dashboard", icons: [{ src: "/icon-192.png", sizes: "192x192" }] }],
    icons: [
      { src: "/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
      { src: "/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
      { src: "/icon-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
      { src: "/icon.svg", sizes: "any", type: "image/svg+xml" },
    ],
  };
}
