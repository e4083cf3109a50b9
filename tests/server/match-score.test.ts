// The match score on a hand-made set: one job in Kasarani and five house managers, with the order and the reasons an
// employer reads (server/src/modules/matching/score.ts). A change of weights that reorders them shows up here.
import { describe, expect, it } from "vitest";
import { byFit, scoreFit, WEIGHTS, withinReach, type HouseManagerForMatching, type JobForMatching } from "../../server/src/modules/matching/score.js";

const job: JobForMatching = {
  city: "Nairobi",
  location: "Kasarani",
  availability: "Live-in",
  skills: ["Cooking", "Childcare"],
  languages: ["Kikuyu"],
  pay: 20000,
  paymentDay: "Monthly",
  daysPerMonth: 26,
};

function houseManager(id: number, details: Partial<HouseManagerForMatching>): HouseManagerForMatching {
  return { id, city: "", location: "", availability: "", skills: "", language: "", salary: null, experience: 0, rating: 0, reviewCount: 0, verified: false, ...details };
}

const wanjiku = houseManager(1, { city: "Nairobi", location: "Kasarani", skills: "Cooking, Childcare, Laundry", language: "English, Swahili, Kikuyu", availability: "Live-in", salary: 18000, experience: 7, rating: 4.8, reviewCount: 5 });
const njeri = houseManager(2, { city: "Nairobi", location: "Githurai", skills: "Cooking, Cleaning", language: "Swahili, Kikuyu", availability: "Full-time", salary: 21000, experience: 12 });
const achieng = houseManager(3, { city: "Kisumu", location: "Milimani", skills: "Cleaning", language: "Dholuo, English", availability: "Live-in", salary: 15000, experience: 3, rating: 5, reviewCount: 2 });
const zawadi = houseManager(4, { city: "Thika", location: "Makongeni", skills: "Cooking, Childcare", language: "Kikuyu", availability: "Live-in", salary: 30000, experience: 5 });
const newcomer = houseManager(5, { city: "Nairobi" });

function ranked(set: HouseManagerForMatching[]) {
  return set.map((hm) => ({ houseManager: hm, fit: scoreFit(job, hm) })).sort(byFit);
}

describe("the match score", () => {
  it("has weights that add up to 100", () => {
    expect(Object.values(WEIGHTS).reduce((sum, weight) => sum + weight, 0)).toBe(100);
  });

  it("puts the Kasarani cook who minds children, speaks Kikuyu and asks within the pay first, and the rest in order of fit", () => {
    expect(ranked([newcomer, achieng, zawadi, njeri, wanjiku]).map(({ houseManager: hm, fit }) => [hm.id, fit.score])).toEqual([
      [1, 93],
      [2, 64],
      [4, 54],
      [3, 32],
      [5, 26],
    ]);
  });

  it("gives the reasons an employer would give, in the order of the weights", () => {
    expect(scoreFit(job, wanjiku).reasons).toEqual([
      "Lives in Kasarani",
      "Cooks",
      "Looks after children",
      "Asks KSh 18,000, within your pay",
      "Speaks Kikuyu",
      "Available live-in",
      "7 years of experience",
      "Rated 4.8 by 5 employers",
    ]);
    expect(scoreFit(job, njeri).reasons).toEqual([
      "Lives in Githurai, 2.9 km away",
      "Cooks",
      "Asks KSh 21,000, a little above your pay",
      "Speaks Kikuyu",
      "Available full-time",
      "12 years of experience",
    ]);
  });

  it("says the same findings to a house manager from her side, with the same score", () => {
    expect(scoreFit(job, wanjiku, "house_manager")).toEqual({
      score: scoreFit(job, wanjiku).score,
      reasons: [
        "In Kasarani, where you live",
        "Needs cooking, which you do",
        "Needs childcare, which you do",
        "Pays KSh 20,000 a month; you ask KSh 18,000",
        "Wants Kikuyu, which you speak",
        "Live-in work, as you offer",
        "Your 7 years of experience",
        "Your rating: 4.8 from 5 employers",
      ],
    });
    // A full-time worker stands in for a live-in job at half the points: a reason to the employer, not a fit to her.
    expect(scoreFit(job, njeri, "house_manager").reasons).toEqual([
      "2.9 km from your home in Githurai",
      "Needs cooking, which you do",
      "Pays KSh 20,000 a month, a little below the KSh 21,000 you ask",
      "Wants Kikuyu, which you speak",
      "Your 12 years of experience",
    ]);
    expect(scoreFit(job, { ...njeri, verified: true }, "house_manager").reasons.at(-1)).toBe("You are verified: ID and good conduct checked");
  });

  it("says nothing in favour of what does not fit: far away, other skills, asking more than the pay", () => {
    expect(scoreFit(job, achieng).reasons).toEqual(["Asks KSh 15,000, within your pay", "Available live-in", "3 years of experience", "Rated 5.0 by 2 employers"]);
    expect(scoreFit(job, zawadi).reasons).toEqual(["Lives in Makongeni, 30 km away", "Cooks", "Looks after children", "Speaks Kikuyu", "Available live-in", "5 years of experience"]);
  });

  it("judges a daily rate by what it comes to in a month", () => {
    const daily = { ...job, pay: 800, paymentDay: "Daily" as const, daysPerMonth: 26 };
    expect(scoreFit(daily, wanjiku).reasons).toContain("Asks KSh 18,000, within your pay");
    expect(scoreFit({ ...daily, daysPerMonth: 20 }, wanjiku).reasons).not.toContain("Asks KSh 18,000, within your pay");
  });

  it("puts a verified house manager ahead of one who is otherwise the same, and says what was checked", () => {
    const checked = { ...njeri, id: 6, verified: true };
    expect(ranked([njeri, checked]).map(({ houseManager: hm }) => hm.id)).toEqual([6, 2]);
    expect(scoreFit(job, checked).score - scoreFit(job, njeri).score).toBe(WEIGHTS.verification);
    expect(scoreFit(job, checked).reasons.at(-1)).toBe("Verified: ID and good conduct checked");
    expect(scoreFit(job, njeri).reasons).not.toContain("Verified: ID and good conduct checked");
  });

  it("weighs being verified as much as the rating: trust, not whether she can do the job", () => {
    expect(WEIGHTS.verification).toBe(WEIGHTS.rating);
    expect(WEIGHTS.verification).toBeLessThan(WEIGHTS.skills);
  });

  it("lets full-time work stand in for living in or out at half the availability points, but not living in for living out", () => {
    const liveOut = { ...job, availability: "Live-out" };
    const fullTime = { ...job, availability: "Full-time" };
    const outHer = { ...wanjiku, availability: "Live-out" };
    // Wanjiku lives in: nothing in her favour for a live-out job, and half the points less than if she lived out...
    expect(scoreFit(liveOut, wanjiku).reasons).not.toContain("Available live-in");
    expect(scoreFit(liveOut, outHer).score - scoreFit(liveOut, wanjiku).score).toBe(WEIGHTS.availability);
    // ...while Njeri, full-time, earns half for it and is told so, as for a live-in job.
    expect(scoreFit(liveOut, njeri).reasons).toContain("Available full-time");
    expect(scoreFit(liveOut, njeri).score).toBe(scoreFit(job, njeri).score);
    // A full-time job takes either at half.
    expect(scoreFit(fullTime, wanjiku).score).toBe(scoreFit(fullTime, outHer).score);
    expect(scoreFit(fullTime, wanjiku).reasons).toContain("Available live-in");
    expect(scoreFit(fullTime, { ...wanjiku, availability: "Full-time" }).score - scoreFit(fullTime, wanjiku).score).toBe(WEIGHTS.availability / 2);
    // Part-time stands in for nothing.
    expect(scoreFit({ ...job, availability: "Part-time" }, njeri).reasons).not.toContain("Available full-time");
  });

  it("ranks anyone for live-in or full-time work, but for a job she travels to daily only those within reach", () => {
    // Live-in: she moves in, so Achieng in Kisumu is still ranked (the distance earns her nothing).
    expect([wanjiku, njeri, achieng, zawadi, newcomer].filter((hm) => withinReach(job, hm))).toHaveLength(5);
    expect(withinReach({ ...job, availability: "Full-time" }, achieng)).toBe(true);
    for (const availability of ["Live-out", "Part-time", "Weekends", " live-out "]) {
      const daily = { ...job, availability };
      // Kasarani, Githurai (2.9 km) and Makongeni in Thika (30 km) are within reach of Kasarani; Kisumu is not, nor
      // "Nairobi" with no area, which is a point in the city centre 12 km away: within reach too.
      expect([wanjiku, njeri, achieng, zawadi, newcomer].filter((hm) => withinReach(daily, hm)).map((hm) => hm.id), availability).toEqual([1, 2, 4, 5]);
    }
    // A town the gazetteer does not know is within reach of itself only.
    const kapsabet = { ...job, city: "Kapsabet", location: "", availability: "Live-out" };
    expect(withinReach(kapsabet, houseManager(9, { city: "kapsabet" }))).toBe(true);
    expect(withinReach(kapsabet, houseManager(10, { city: "Eldoret" }))).toBe(false);
  });

  it("places a person by what the town and area say together, as people write them", () => {
    const liveOut = { ...job, availability: "Live-out" };
    const firstReason = (city: string, location: string) => scoreFit(liveOut, houseManager(20, { city, location })).reasons[0];
    // A county and a town or estate in it: the estate is where she lives, not the county town.
    expect(firstReason("Machakos", "Syokimau")).toBe("Lives in Syokimau, 17 km away");
    expect(firstReason("Kajiado", "Kitengela")).toBe("Lives in Kitengela, 29 km away");
    // A town typed as the area, with no town.
    expect(firstReason("", "Thika")).toBe("Lives in Thika, 28 km away");
    // Where the two disagree, the town stands: the Kilimani the gazetteer knows is in Nairobi, 440 km from Mombasa.
    expect(withinReach(liveOut, houseManager(21, { city: "Mombasa", location: "Kilimani" }))).toBe(false);
    // Murang'a as many type it.
    const muranga = { ...liveOut, city: "Murang'a", location: "" };
    for (const city of ["Muranga", "MURANGA TOWN", "Murang\u2019a"]) expect(scoreFit(muranga, houseManager(22, { city })).reasons[0], city).toBe(`Lives in ${city}`);
  });

  it("places a town it does not know by name only: the same town is half the distance points", () => {
    const far = { ...job, city: "Kapsabet", location: "" };
    expect(scoreFit(far, houseManager(9, { city: "kapsabet" })).reasons[0]).toBe("Lives in kapsabet");
    // Read as the gazetteer reads names: "Town" and case aside.
    expect(scoreFit(far, houseManager(9, { city: "Kapsabet Town" })).reasons[0]).toBe("Lives in Kapsabet Town");
    expect(scoreFit(far, houseManager(9, { city: "Kapsabet Nandi" })).reasons).toEqual([]);
  });
});
