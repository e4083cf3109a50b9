// Languages: the two languages hold the same keys (a key missing in either fails here), the footer's switch changes
// every text and <html lang>, and the choice is remembered in localStorage `language`.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fireEvent, screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { englishResources, LAZY_NAMESPACES, NAMESPACES } from "../../client/src/i18n/resources";
import { currentLanguage, i18n, LANGUAGES } from "../../client/src/i18n";
import { formatDate } from "../../client/src/shared/format";
import { SaveAccountLanguageDocument } from "../../client/src/gql/graphql";
import { renderApp, storeSession, unreadBadgeMocks } from "./render";

const LOCALES = path.resolve(import.meta.dirname, "../../client/src/i18n/locales");

type Texts = { [key: string]: string | Texts };

/** Every key of a namespace as a dotted path, with its text. */
function flatten(texts: Texts, prefix = ""): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(texts)) {
    const name = prefix ? `${prefix}.${key}` : key;
    if (typeof value === "string") out.set(name, value);
    else for (const [inner, text] of flatten(value, name)) out.set(inner, text);
  }
  return out;
}

const read = (language: string, namespace: string): Texts => JSON.parse(readFileSync(path.join(LOCALES, language, `${namespace}.json`), "utf8")) as Texts;
const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)/g)].map((match) => match[1]).sort();

describe("texts in English and Kiswahili", () => {
  it("registers every namespace found in the locale folders, in both languages", () => {
    for (const language of LANGUAGES) {
      const files = readdirSync(path.join(LOCALES, language)).filter((file) => file.endsWith(".json")).map((file) => file.replace(/\.json$/, ""));
      expect(files.sort(), `locales/${language}`).toEqual([...NAMESPACES, ...LAZY_NAMESPACES].sort());
    }
  });

  it.each([...NAMESPACES, ...LAZY_NAMESPACES])("namespace %s: the same keys in both languages, none empty, the same {{placeholders}}", (namespace) => {
    const english = flatten(read("en", namespace));
    const kiswahili = flatten(read("sw", namespace));
    expect([...kiswahili.keys()].filter((key) => !english.has(key)), "keys only in Kiswahili").toEqual([]);
    expect([...english.keys()].filter((key) => !kiswahili.has(key)), "keys missing in Kiswahili").toEqual([]);
    for (const [key, text] of english) {
      expect(text.trim(), `en ${namespace}:${key}`).not.toBe("");
      expect(kiswahili.get(key)?.trim(), `sw ${namespace}:${key}`).not.toBe("");
      expect(placeholders(kiswahili.get(key) ?? ""), `placeholders of ${namespace}:${key}`).toEqual(placeholders(text));
    }
  });

  it("bundles exactly the English files", () => {
    for (const namespace of NAMESPACES) expect(englishResources[namespace]).toEqual(read("en", namespace));
  });
});

describe("the language switch", () => {
  it("turns the layout into Kiswahili, sets <html lang>, remembers the choice, and turns back", async () => {
    renderApp("/contact");
    const footer = await screen.findByRole("contentinfo");
    const kiswahili = within(footer).getByRole("button", { name: "Kiswahili" });
    expect(within(footer).getByRole("button", { name: "English" }).getAttribute("aria-pressed")).toBe("true");

    fireEvent.click(kiswahili);
    const nav = await screen.findByRole("navigation", { name: "Menyu kuu" });
    expect(within(nav).getByRole("link", { name: /Tafuta Msaidizi/ })).toBeTruthy();
    expect(document.documentElement.lang).toBe("sw");
    expect(window.localStorage.getItem("language")).toBe("sw");
    expect(kiswahili.getAttribute("aria-pressed")).toBe("true");
    expect(formatDate("2026-03-05")).toBe("5 Mac 2026");

    fireEvent.click(within(footer).getByRole("button", { name: "English" }));
    await screen.findByRole("navigation", { name: "Main" });
    expect(document.documentElement.lang).toBe("en");
    expect(window.localStorage.getItem("language")).toBe("en");
    expect(formatDate("2026-03-05")).toBe("5 Mar 2026");
  });

  it("starts from the remembered choice, else from the browser's languages", () => {
    const detector = i18n.services.languageDetector as { detect: () => string | readonly string[] | undefined };
    const first = () => [detector.detect()].flat()[0];
    window.localStorage.setItem("language", "sw");
    expect(first()).toBe("sw");
    window.localStorage.removeItem("language");
    const languages = Object.getOwnPropertyDescriptor(window.navigator, "languages");
    Object.defineProperty(window.navigator, "languages", { configurable: true, value: ["sw-KE", "en"] });
    try {
      expect(first()).toBe("sw");
    } finally {
      if (languages) Object.defineProperty(window.navigator, "languages", languages);
      else delete (window.navigator as { languages?: unknown }).languages;
    }
    expect(currentLanguage()).toBe("en");
  });
});

describe("the account's language", () => {
  it("saves a signed-in user's choice to the account, so emails come in it", async () => {
    storeSession();
    const saved = vi.fn(() => ({ data: { updateNotificationPreferences: { __typename: "NotificationPreferences", language: "sw" } } }));
    renderApp("/contact", [...unreadBadgeMocks(0), { request: { query: SaveAccountLanguageDocument, variables: { language: "sw" } }, result: saved }]);
    const footer = await screen.findByRole("contentinfo");
    fireEvent.click(within(footer).getByRole("button", { name: "Kiswahili" }));
    await screen.findByRole("navigation", { name: "Menyu kuu" });
    await vi.waitFor(() => expect(saved).toHaveBeenCalledTimes(1));
  });
});

describe("notifications the server stores in English", () => {
  it("are said again in Kiswahili from their parts: a job that fits, a lapsed certificate, an offer", async () => {
    const { localiseNotificationMessage } = await import("../../client/src/features/notifications/notification-texts");
    const jobMatch = 'New job that fits you: "Live-in cook" by Grace Wanjiru in Kasarani, Nairobi (87% fit)';
    const lapsed = "Your Certificate of Good Conduct issued on 2025-03-05 is now more than 12 months old, so your Verified badge is off. Submit a new certificate from your profile to get it back.";
    expect(localiseNotificationMessage(jobMatch)).toBe(jobMatch);
    await i18n.changeLanguage("sw");
    expect(localiseNotificationMessage(jobMatch)).toBe('Kazi mpya inayokufaa: "Live-in cook" ya Grace Wanjiru huko Kasarani, Nairobi (inafaa kwa 87%)');
    expect(localiseNotificationMessage('New job that fits you: "Cook" by Hillcrest School in Eldoret (64% fit)')).toBe('Kazi mpya inayokufaa: "Cook" ya Hillcrest School huko Eldoret (inafaa kwa 64%)');
    expect(localiseNotificationMessage(lapsed)).toContain("kilichotolewa 5 Mac 2025");
    expect(localiseNotificationMessage("Grace Wanjiru has offered you a contract")).not.toContain("has offered");
  });
});

describe("the job rules' messages (shared/jobs/rules.ts)", () => {
  it("are each known to the client, so a job form or a refused application says them in Kiswahili", async () => {
    const { JOB_MESSAGES } = await import("../../shared/jobs/rules");
    const { localiseServerMessage } = await import("../../client/src/shared/errors");
    const texts = Object.values(JOB_MESSAGES);
    expect(texts.map(localiseServerMessage)).toEqual(texts);
    await i18n.changeLanguage("sw");
    const said = texts.map(localiseServerMessage);
    expect(said.filter((text, index) => text === texts[index])).toEqual([]);
    expect(localiseServerMessage(JOB_MESSAGES.startDatePast)).toBe("Tarehe ya kuanza haiwezi kuwa ya zamani");
  });
});

describe("a closed account's name", () => {
  it("reads 'Former member' in English and 'Mwanachama wa zamani' in Kiswahili; other names stay as sent", async () => {
    const { personName } = await import("../../client/src/shared/value-labels");
    expect(personName("Former member")).toBe("Former member");
    expect(personName("Grace Wanjiru")).toBe("Grace Wanjiru");
    await i18n.changeLanguage("sw");
    expect(personName("Former member")).toBe("Mwanachama wa zamani");
    expect(personName("Grace Wanjiru")).toBe("Grace Wanjiru");
  });
});

describe("a match's reasons and the skills' names", () => {
  it("are said in Kiswahili from the server's English, and stay as sent in English", async () => {
    const { reasonText, skillName } = await import("../../client/src/features/jobs/reason-texts");
    const { languageList, languageName } = await import("../../client/src/shared/value-labels");
    const reasons = [
      "Lives in Kasarani",
      "Lives in Roysambu, 3.2 km away",
      "Cooks",
      "Asks KSh 18,000, within your pay",
      "Speaks Kikuyu",
      "Speaks swahili",
      "Available live-in",
      "7 years of experience",
      "1 year of experience",
      "Rated 4.5 by 2 employers",
      "Verified: ID and good conduct checked",
    ];
    expect(reasons.map(reasonText)).toEqual(reasons);
    expect(skillName("Cooking")).toBe("Cooking");
    expect(languageList("English,Swahili")).toBe("English,Swahili");
    await i18n.changeLanguage("sw");
    expect(reasons.map(reasonText)).toEqual([
      "Anaishi Kasarani",
      "Anaishi Roysambu, umbali wa km 3.2",
      "Anapika",
      "Anaomba KSh 18,000, ndani ya malipo yako",
      "Anaongea Kikuyu",
      "Anaongea Kiswahili",
      "Anapatikana: kuishi kazini",
      "Uzoefu wa miaka 7",
      "Uzoefu wa mwaka 1",
      "Amepewa alama 4.5 na waajiri 2",
      "Amethibitishwa: kitambulisho na cheti cha maadili mema vimekaguliwa",
    ]);
    expect(skillName("Childcare")).toBe("Kulea watoto");
    expect(["English", "Luo", "Ekegusii"].map(languageName)).toEqual(["Kiingereza", "Kijaluo", "Ekegusii"]);
    expect(languageList("English,  swahili , Kikuyu")).toBe("Kiingereza, Kiswahili, Kikuyu");
    expect(reasonText("Something new the server says")).toBe("Something new the server says");
  });

  it("turn a language typed in either language into the name the profiles store, for the filters", async () => {
    const { storedLanguage } = await import("../../client/src/shared/value-labels");
    expect(["Kiswahili", " kikamba ", "Dholuo", "kikuyu", "Ekegusii"].map(storedLanguage)).toEqual(["Swahili", "Kamba", "Luo", "Kikuyu", "Ekegusii"]);
    await i18n.changeLanguage("sw");
    expect(["Kiingereza", "Kiswahili", "Kijaluo"].map(storedLanguage)).toEqual(["English", "Swahili", "Luo"]);
  });

  it("say a recommended job's reasons to the house manager in Kiswahili too", async () => {
    const { reasonText } = await import("../../client/src/features/jobs/reason-texts");
    await i18n.changeLanguage("sw");
    expect(
      [
        "In Kasarani, where you live",
        "2.9 km from your home in Githurai",
        "Needs cooking, which you do",
        "Needs elderly care, which you do",
        "Pays KSh 20,000 a month; you ask KSh 18,000",
        "Pays KSh 20,000 a month, a little below the KSh 21,000 you ask",
        "Wants Kikuyu, which you speak",
        "Live-in work, as you offer",
        "Your 7 years of experience",
        "Your rating: 4.8 from 5 employers",
        "You are verified: ID and good conduct checked",
      ].map(reasonText),
    ).toEqual([
      "Iko Kasarani, unapoishi",
      "Km 2.9 kutoka nyumbani kwako Githurai",
      "Inahitaji kupika, ujuzi ulio nao",
      "Inahitaji kutunza wazee, ujuzi ulio nao",
      "Inalipa KSh 20,000 kwa mwezi; unaomba KSh 18,000",
      "Inalipa KSh 20,000 kwa mwezi, chini kidogo ya KSh 21,000 unayoomba",
      "Inataka Kikuyu, lugha unayoongea",
      "Kazi ya kuishi kazini, kama unavyotoa",
      "Uzoefu wako wa miaka 7",
      "Alama zako: 4.8 kutoka kwa waajiri 5",
      "Umethibitishwa: kitambulisho na cheti cha maadili mema vimekaguliwa",
    ]);
  });
});
