// Name pools, places and text snippets for realistic Kenyan demo profiles and reviews.
import type { Random } from "./random.js";

export interface Tribe {
  name: string;
  language: string;
  female: readonly string[];
  male: readonly string[];
  surnames: readonly string[];
  homeAreas: readonly string[];
  /** Cities where people of this community often live and work, besides Nairobi. */
  cities: readonly string[];
  muslim?: boolean;
}

export const TRIBES: readonly Tribe[] = [
  {
    name: "Kikuyu",
    language: "Kikuyu",
    female: ["Wanjiku", "Njeri", "Wambui", "Nyambura", "Wairimu", "Muthoni", "Njoki", "Wangari", "Nyokabi", "Wanjiru"],
    male: ["Kamau", "Njoroge", "Mwangi", "Kariuki"],
    surnames: ["Kamau", "Wanjiru", "Njoroge", "Mwangi", "Kariuki", "Gitau", "Macharia", "Kimani", "Ndungu", "Maina", "Waweru", "Githinji"],
    homeAreas: ["Murang'a", "Kiambu", "Nyeri", "Kirinyaga", "Nyandarua"],
    cities: ["Nyeri", "Thika", "Nakuru"],
  },
  {
    name: "Luo",
    language: "Dholuo",
    female: ["Achieng", "Akinyi", "Atieno", "Adhiambo", "Awino", "Anyango", "Auma"],
    male: ["Otieno", "Ochieng", "Omondi", "Onyango"],
    surnames: ["Otieno", "Omondi", "Ochieng", "Odhiambo", "Onyango", "Okoth", "Owino", "Ouma"],
    homeAreas: ["Siaya", "Homa Bay", "Kisumu", "Migori"],
    cities: ["Kisumu"],
  },
  {
    name: "Luhya",
    language: "Luhya",
    female: ["Nekesa", "Nafula", "Naliaka", "Nasimiyu", "Khavere", "Nanjala"],
    male: ["Wafula", "Wekesa", "Barasa"],
    surnames: ["Wafula", "Wekesa", "Barasa", "Wanjala", "Simiyu", "Makokha", "Shikuku", "Masinde"],
    homeAreas: ["Kakamega", "Bungoma", "Vihiga", "Busia"],
    cities: ["Kakamega", "Kitale"],
  },
  {
    name: "Kalenjin",
    language: "Kalenjin",
    female: ["Chebet", "Jepchirchir", "Chepkoech", "Jerotich", "Cherono", "Jeptoo", "Chelangat"],
    male: ["Kipchumba", "Kibet", "Kiprotich"],
    surnames: ["Kiprono", "Kiprotich", "Cheruiyot", "Kosgei", "Rotich", "Kirui", "Langat", "Kiplagat"],
    homeAreas: ["Kericho", "Bomet", "Nandi", "Uasin Gishu", "Baringo"],
    cities: ["Eldoret", "Nakuru", "Kitale"],
  },
  {
    name: "Kamba",
    language: "Kikamba",
    female: ["Mwende", "Mutheu", "Nduku", "Mwikali", "Kanini", "Syombua", "Ndinda"],
    male: ["Mutua", "Musyoka", "Kioko"],
    surnames: ["Mutua", "Musyoka", "Kioko", "Mutiso", "Wambua", "Muthama", "Nzioka", "Kilonzo"],
    homeAreas: ["Machakos", "Kitui", "Makueni"],
    cities: ["Machakos"],
  },
  {
    name: "Kisii",
    language: "Ekegusii",
    female: ["Kemunto", "Moraa", "Nyaboke", "Kerubo", "Bosibori", "Kwamboka", "Nyanchama"],
    male: ["Nyakundi", "Ogeto"],
    surnames: ["Nyakundi", "Ogeto", "Onsongo", "Nyamweya", "Ombati", "Momanyi", "Mogaka"],
    homeAreas: ["Kisii", "Nyamira"],
    cities: ["Kisumu", "Nakuru"],
  },
  {
    name: "Meru",
    language: "Kimeru",
    female: ["Kendi", "Nkirote", "Kagendo", "Gatwiri", "Makena", "Kawira"],
    male: ["Mutwiri", "Kirimi", "Gitonga"],
    surnames: ["Mutwiri", "Kirimi", "Gitonga", "Murithi", "Mwiti", "Koome", "Kinoti"],
    homeAreas: ["Meru", "Tharaka Nithi"],
    cities: ["Nyeri", "Thika"],
  },
  {
    name: "Mijikenda",
    language: "Giriama",
    female: ["Kadzo", "Sidi", "Mapenzi", "Dama", "Kache", "Zawadi"],
    male: ["Kazungu", "Katana", "Charo"],
    surnames: ["Kazungu", "Katana", "Baya", "Charo", "Karisa", "Chengo", "Kahindi", "Mwaro"],
    homeAreas: ["Kilifi", "Kwale", "Malindi"],
    cities: ["Mombasa"],
  },
  {
    name: "Swahili",
    language: "Swahili",
    female: ["Zawadi", "Mwanaisha", "Rehema", "Saida", "Mwanajuma", "Halima"],
    male: ["Bakari", "Omari"],
    surnames: ["Said", "Omar", "Salim", "Bakari", "Juma", "Athman"],
    homeAreas: ["Lamu", "Mombasa", "Kwale"],
    cities: ["Mombasa"],
    muslim: true,
  },
  {
    name: "Maasai",
    language: "Maa",
    female: ["Naserian", "Nashipae", "Resiato", "Nalangu", "Sanaipei"],
    male: ["Lemayian", "Sankale"],
    surnames: ["Sankale", "Lemayian", "Kisemei", "Tiampati", "Saitoti"],
    homeAreas: ["Kajiado", "Narok"],
    cities: ["Nakuru"],
  },
  {
    name: "Somali",
    language: "Somali",
    female: ["Halima", "Amina", "Fatuma", "Hodan", "Sahra", "Deqa"],
    male: ["Abdullahi", "Hussein"],
    surnames: ["Mohamed", "Abdi", "Hassan", "Ali", "Farah", "Osman", "Ibrahim"],
    homeAreas: ["Garissa", "Wajir", "Mandera"],
    cities: ["Mombasa"],
    muslim: true,
  },
];

export const CHRISTIAN_FEMALE = ["Grace", "Mercy", "Faith", "Esther", "Lucy", "Purity", "Beatrice", "Caroline", "Jane", "Ruth", "Eunice", "Irene", "Joyce", "Mary", "Susan", "Agnes"];
export const CHRISTIAN_MALE = ["Joseph", "Peter", "Samuel", "Daniel", "James", "Paul", "Stephen", "John", "Brian", "Kevin", "David", "Dennis"];

export interface City {
  name: string;
  postal: string;
  areas: ReadonlyArray<readonly [area: string, roads: readonly string[]]>;
}

export const CITIES: Record<string, City> = {
  Nairobi: {
    name: "Nairobi",
    postal: "00100",
    areas: [
      ["Westlands", ["Mpaka Road", "Woodvale Grove", "Rhapta Road"]],
      ["Kilimani", ["Argwings Kodhek Road", "Lenana Road", "Kirichwa Road"]],
      ["Kasarani", ["Mwiki Road", "Thika Road Service Lane"]],
      ["Kileleshwa", ["Othaya Road", "Gatundu Road"]],
      ["Lavington", ["James Gichuru Road", "Muthangari Drive"]],
      ["Karen", ["Karen Road", "Langata South Road"]],
      ["Runda", ["Runda Grove", "Ruaka Road"]],
      ["South B", ["Mukoma Road", "Kapiti Road"]],
      ["South C", ["Muhoho Avenue", "Mugoya Road"]],
      ["Embakasi", ["Outering Road", "Embakasi Road"]],
      ["Parklands", ["Limuru Road", "4th Parklands Avenue"]],
      ["Roysambu", ["Lumumba Drive", "Thika Road"]],
      ["Umoja", ["Moi Drive", "Umoja Road"]],
      ["Buruburu", ["Mumias South Road", "Rabai Road"]],
      ["Donholm", ["Savannah Road", "Manyanja Road"]],
      ["Rongai", ["Magadi Road", "Kware Road"]],
      ["Kahawa West", ["Kamiti Road", "Kahawa Road"]],
      ["Syokimau", ["Mombasa Road", "Katani Road"]],
      ["Kawangware", ["Naivasha Road", "Gitanga Road"]],
      ["Ngong Road", ["Ngong Road", "Jabavu Road"]],
    ],
  },
  Mombasa: {
    name: "Mombasa",
    postal: "80100",
    areas: [
      ["Nyali", ["Links Road", "Mount Kenya Road"]],
      ["Bamburi", ["Mtambo Road", "Malindi Road"]],
      ["Tudor", ["Tom Mboya Avenue", "Tudor Road"]],
      ["Kizingo", ["Mama Ngina Drive", "Oceanic Road"]],
      ["Likoni", ["Likoni Road", "Shelly Beach Road"]],
      ["Shanzu", ["Shanzu Road", "Serena Road"]],
    ],
  },
  Kisumu: {
    name: "Kisumu",
    postal: "40100",
    areas: [
      ["Milimani", ["Aga Khan Road", "Omolo Agar Road"]],
      ["Kondele", ["Kibos Road", "Kondele Bypass"]],
      ["Nyalenda", ["Nyalenda Ring Road", "Ring Road"]],
      ["Mamboleo", ["Kakamega Road", "Mamboleo Road"]],
      ["Riat Hills", ["Riat Road", "Airport Road"]],
    ],
  },
  Nakuru: {
    name: "Nakuru",
    postal: "20100",
    areas: [
      ["Section 58", ["Section 58 Road", "Kabarak Road"]],
      ["Milimani", ["Court Road", "Lower Hill Road"]],
      ["Lanet", ["Lanet Road", "Nakuru-Nairobi Highway"]],
      ["Kiamunyi", ["Kiamunyi Road", "Ngata Road"]],
      ["Shabab", ["Shabab Road", "Flamingo Road"]],
    ],
  },
  Eldoret: {
    name: "Eldoret",
    postal: "30100",
    areas: [
      ["Langas", ["Langas Road", "Kapsoya Road"]],
      ["Elgon View", ["Elgon View Road", "Kenyatta Street"]],
      ["Kapsoya", ["Kapsoya Road", "Iten Road"]],
      ["Pioneer", ["Pioneer Road", "Uganda Road"]],
    ],
  },
  Thika: {
    name: "Thika",
    postal: "01000",
    areas: [
      ["Makongeni", ["Makongeni Road", "Garissa Road"]],
      ["Ngoingwa", ["Ngoingwa Road", "Kenyatta Highway"]],
      ["Section 9", ["General Kago Road", "Commercial Street"]],
    ],
  },
  Machakos: {
    name: "Machakos",
    postal: "90100",
    areas: [
      ["Mjini", ["Ngei Road", "Mwatu wa Ngoma Street"]],
      ["Kenya Israel", ["Kenya Israel Road", "Machakos-Kitui Road"]],
      ["Katoloni", ["Katoloni Road", "Mumbuni Road"]],
    ],
  },
  Nyeri: {
    name: "Nyeri",
    postal: "10100",
    areas: [
      ["Ruring'u", ["Ruring'u Road", "Nyeri-Othaya Road"]],
      ["Kamakwa", ["Kamakwa Road", "Mumbi Road"]],
      ["Skuta", ["Skuta Road", "Kimathi Way"]],
    ],
  },
  Kakamega: {
    name: "Kakamega",
    postal: "50100",
    areas: [
      ["Milimani", ["Cannon Awori Street", "Kakamega-Webuye Road"]],
      ["Amalemba", ["Amalemba Road", "Mumias Road"]],
      ["Shirere", ["Shirere Road", "Kisumu Road"]],
    ],
  },
  Kitale: {
    name: "Kitale",
    postal: "30200",
    areas: [
      ["Milimani", ["Kenyatta Street", "Moi Avenue"]],
      ["Section 6", ["Hospital Road", "Kitale-Eldoret Road"]],
    ],
  },
};

export function address(r: Random, city: City, area: string, roads: readonly string[]): string {
  const road = r.pick(roads);
  const kind = r.int(0, 3);
  if (kind === 0) return `House ${r.int(2, 88)}, ${road}, ${area}`;
  if (kind === 1) return `Apartment ${String.fromCharCode(65 + r.int(0, 5))}${r.int(1, 24)}, ${road}, ${area}`;
  if (kind === 2) return `Plot ${r.int(10, 400)}, ${road}, ${area}`;
  return `P.O. Box ${r.int(100, 99999)}-${city.postal}, ${city.name}`;
}

export function listText(items: readonly string[]): string {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`;
}

// ---------------------------------------------------------------------------------------------
// House managers

export const SKILLS = ["Cooking", "Laundry", "Ironing", "Childcare", "Elderly care", "Cleaning", "Gardening", "Baking", "First aid", "Pet care", "Grocery shopping", "Homework help", "Meal planning"] as const;
export type Skill = (typeof SKILLS)[number];

export const AVAILABILITY = [
  ["Full-time", 5],
  ["Live-in", 5],
  ["Live-out", 3],
  ["Part-time", 3],
  ["Weekends", 1],
] as const;

export const EDUCATION = [
  ["KCPE", 3],
  ["KCSE", 6],
  ["KCSE, Certificate in Housekeeping", 3],
  ["Certificate in Housekeeping (NITA)", 2],
  ["Diploma in Early Childhood Education", 2],
  ["Certificate in Caregiving", 2],
  ["KCSE, Certificate in Food Production", 2],
] as const;

export const HOBBIES = [
  "Reading",
  "Singing in the church choir",
  "Knitting",
  "Watching football",
  "Gardening",
  "Trying new recipes",
  "Walking",
  "Braiding hair",
  "Listening to gospel music",
  "Crocheting",
  "Dancing",
  "Baking",
  "Watching Kenyan TV dramas",
  "Playing netball",
  "Sewing",
  "Visiting family upcountry",
] as const;

/** Hobbies that read oddly on a man's profile in this market. */
export const FEMALE_ONLY_HOBBIES: readonly string[] = ["Braiding hair", "Playing netball", "Crocheting", "Knitting"];

export const MARITAL = [
  ["Single", 5],
  ["Married", 4],
  ["Widowed", 1],
  ["Separated", 1],
  ["Divorced", 1],
] as const;

interface Pronouns {
  she: string;
  her: string;
  She: string;
  Her: string;
}

export function pronouns(gender: "Female" | "Male"): Pronouns {
  return gender === "Female" ? { she: "she", her: "her", She: "She", Her: "Her" } : { she: "he", her: "his", She: "He", Her: "His" };
}

const SPECIALTY: Record<Skill, readonly string[]> = {
  Cooking: [
    "I enjoy cooking Kenyan dishes like pilau, chapati, githeri and matoke, and I can also prepare simple continental meals.",
    "Cooking is my passion: I make soft chapatis, tasty stews and I always keep the kitchen clean after.",
  ],
  Laundry: ["I handle laundry carefully, including delicate fabrics and school uniforms.", "I wash, dry and fold clothes neatly and I know how to remove tough stains."],
  Ironing: ["My ironing is neat and I take good care of suits, shirts and school uniforms."],
  Childcare: [
    "I love children and I am patient with babies and toddlers: bathing, feeding, naps and play.",
    "I have looked after children from newborns to ten years old, and I help them with homework and good manners.",
  ],
  "Elderly care": [
    "I have cared for an elderly mzee with diabetes, so I understand medication times, special diets and gentle care.",
    "I am patient and gentle with elderly people and I enjoy keeping them company.",
  ],
  Cleaning: ["I keep a home spotless and organised, from the kitchen to the windows.", "I clean thoroughly and I know how to care for wooden floors, tiles and carpets."],
  Gardening: ["I can look after a kitchen garden and a compound, from sukuma wiki and dhania to flowers.", "I enjoy gardening and I keep the compound neat and green."],
  Baking: ["I bake cakes, bread, mandazi and queen cakes for the family.", "I love baking, especially birthday cakes and banana bread."],
  "First aid": ["I am trained in first aid, which gives parents peace of mind."],
  "Pet care": ["I am comfortable with dogs and cats and I take care of feeding and walking them."],
  "Grocery shopping": ["I do the market shopping and I know how to get fresh produce at good prices."],
  "Homework help": ["I help school children with their homework and reading every evening."],
  "Meal planning": ["I plan a weekly menu with the family and keep to the budget."],
};

const OPENERS: ReadonlyArray<(p: HmText) => string> = [
  (p) => `Habari! My name is ${p.first} and I am a house manager based in ${p.location}, ${p.city}.`,
  (p) => `Hello, I'm ${p.first} ${p.last}, originally from ${p.origin} and now working in ${p.city}.`,
  (p) => `I am ${p.first}, a hardworking and honest house manager living in ${p.location}.`,
  (p) => `Jambo! I'm ${p.first}, ${p.age} years old, from ${p.origin}.`,
  (p) => `My name is ${p.first} ${p.last}. I am a ${p.age}-year-old house manager in ${p.city}.`,
];

function experienceSentence(r: Random, p: HmText): string {
  if (p.experience === 0) return r.pick(["I am new to house work but I learn fast and I am eager to start.", "This will be my first job as a house manager, but I grew up helping at home and I am ready to learn."]);
  if (p.experience <= 3) return `I have ${p.experience} year${p.experience > 1 ? "s" : ""} of experience working for ${r.pick(["a young family", "a family with two children", "a couple in " + p.location, "a busy working mother"])}.`;
  if (p.experience <= 9) return `I have worked as a house manager for ${p.experience} years, ${r.pick(["mostly with families with small children", "for families in " + p.city + " and " + p.origin, "including four years with one family", "both live-in and live-out"])}.`;
  return `With ${p.experience} years of experience, I ${r.pick(["have run busy homes of up to eight people", "know how to manage a home with little supervision", "have worked for the same family for most of that time"])}.`;
}

const CLOSERS = [
  "I am honest, punctual and I respect my employer's privacy.",
  "I am looking for a family that values respect and good communication.",
  "I don't drink or smoke and I treat every home like my own.",
  "References from my previous employers are available on request.",
  "I am ready to start immediately.",
  "Karibu, let's talk!",
];

export interface HmText {
  first: string;
  last: string;
  gender: "Female" | "Male";
  age: number;
  location: string;
  city: string;
  origin: string;
  experience: number;
  skills: readonly Skill[];
  availability: string;
  certificate: string;
  language: string;
}

export function houseManagerBio(r: Random, p: HmText): string {
  const specialties = p.skills.slice(0, 2).map((s) => r.pick(SPECIALTY[s]));
  return [r.pick(OPENERS)(p), experienceSentence(r, p), ...specialties, r.pick(CLOSERS)].join(" ");
}

export function houseManagerDescription(r: Random, p: HmText): string {
  const pr = pronouns(p.gender);
  const traits = r.sample(["reliable", "cheerful", "organised", "trustworthy", "patient", "hardworking", "calm", "respectful", "energetic", "caring"], 2);
  const expText =
    p.experience === 0 ? "is starting out" : `has ${p.experience} year${p.experience > 1 ? "s" : ""} of experience`;
  const previous =
    p.experience === 0
      ? ""
      : r.pick([
          ` working for families in ${p.location} and nearby estates`,
          ` with a family of five in ${p.city}`,
          `, including two years at a children's home`,
          ` as a nanny for twins`,
          ` caring for an elderly couple`,
          "",
        ]);
  const avail: Record<string, string> = {
    "Full-time": "is available for a full-time position",
    "Live-in": "is looking for a live-in position",
    "Live-out": `prefers a live-out position close to ${p.location}`,
    "Part-time": "is available part-time, three to four days a week",
    Weekends: "is available on weekends only",
  };
  const skills = listText(p.skills.slice(0, 3).map((s) => s.toLowerCase()));
  const cert = p.certificate
    ? `${pr.She} holds a ${p.certificate.split(", ")[0]}.`
    : `${pr.She} can provide references from previous employers.`;
  const article = /^[aeiou]/i.test(traits[0]!) ? "an" : "a";
  return `${p.first} is ${article} ${traits[0]} and ${traits[1]} house manager who ${expText}${previous}. ${pr.She} is skilled in ${skills} and ${avail[p.availability] ?? "is available"}. ${cert} ${pr.She} speaks ${listText(p.language.split(", "))}.`;
}

// ---------------------------------------------------------------------------------------------
// Reviews of house managers (by employers and schools)

// Templates use {She}/{she} (subject), {Her}/{her} (possessive) and {him} (object), filled in per gender.

/** Who is writing: a detail about the children only comes from a household with children, and so on. */
export interface ReviewerContext {
  isSchool: boolean;
  children: boolean;
  elderly: boolean;
  pets: boolean;
}

type Audience = "any" | "home" | "kids" | "elderly" | "pets" | "school";

function suits(audience: Audience, who: ReviewerContext): boolean {
  switch (audience) {
    case "any":
      return true;
    case "school":
      return who.isSchool;
    case "home":
      return !who.isSchool;
    case "kids":
      return !who.isSchool && who.children;
    case "elderly":
      return !who.isSchool && who.elderly;
    case "pets":
      return !who.isSchool && who.pets;
  }
}

const HM_OPENERS: Record<number, ReadonlyArray<(n: string) => string>> = {
  5: [
    (n) => `${n} is simply the best house manager we have had.`,
    (n) => `Excellent work from ${n}.`,
    (n) => `Asante sana ${n}!`,
    () => "We were so lucky to find {him}.",
    () => "Highly recommended.",
    (n) => `${n} has been a blessing to us.`,
    (n) => `Hard to find someone as reliable as ${n}.`,
    (n) => `${n} worked with us for over a year and we could not have asked for more.`,
  ],
  4: [
    (n) => `${n} did a very good job for us.`,
    () => "Good, dependable house manager.",
    () => "Mzuri sana overall.",
    (n) => `We were happy with ${n}'s work.`,
    (n) => `${n} is hardworking and honest.`,
  ],
  3: [(n) => `${n} was okay.`, () => "An average experience.", (n) => `Mixed experience with ${n}.`, () => "Fair work."],
  2: [() => "Not what we expected.", () => "Disappointing, unfortunately.", (n) => `Things did not work out with ${n}.`],
  1: [() => "Would not recommend.", () => "A very poor experience.", () => "Sadly, this did not work for us."],
};

const HM_DETAILS: Partial<Record<Skill, ReadonlyArray<readonly [string, Audience]>>> = {
  Cooking: [
    ["{Her} chapatis and pilau are the talk of every family gathering.", "home"],
    ["Chakula tamu every single day, and {she} plans the week's meals with us.", "home"],
    ["{She} learned our children's favourite dishes within a week.", "kids"],
    ["The lunches {she} cooked for the pupils were always ready on time.", "school"],
  ],
  Childcare: [
    ["The kids adore {him} and {she} keeps them on a good routine, homework done before TV.", "kids"],
    ["Our little one settled into a proper sleep routine thanks to {him}.", "kids"],
    ["{She} is patient and firm with the children, and they listen to {him}.", "any"],
  ],
  Cleaning: [
    ["The house is always spotless, even the windows and the kitchen cabinets.", "home"],
    ["{She} keeps everything clean and organised without being told.", "any"],
  ],
  Laundry: [
    ["Uniforms are washed and ironed by Sunday evening, no reminders needed.", "kids"],
    ["{She} is careful with delicate clothes; nothing has ever been ruined.", "home"],
    ["The boarders' laundry was always sorted and labelled.", "school"],
  ],
  Ironing: [["Shirts are ironed perfectly every morning.", "home"]],
  "Elderly care": [
    ["{She} cared for my mother with so much patience and dignity.", "elderly"],
    ["My father looks forward to {her} company every day.", "elderly"],
  ],
  Gardening: [
    ["Our kitchen garden has never looked better; we now grow our own sukuma and dhania.", "home"],
    ["The compound is always neat and the flowers are thriving.", "any"],
  ],
  Baking: [
    ["{She} baked the cake for our son's birthday and the guests asked for {her} number!", "kids"],
    ["Fresh mandazi on Saturday mornings, the whole family is spoilt.", "home"],
  ],
  "First aid": [["{She} handled a small burn calmly and knew exactly what to do.", "any"]],
  "Pet care": [["Even our dogs love {him}.", "pets"]],
  "Grocery shopping": [["{She} does the market shopping and always brings back change and receipts.", "home"]],
  "Homework help": [["Our son's reading has improved because {she} reads with him every evening.", "kids"]],
};

const GENERAL_DETAILS: ReadonlyArray<readonly [string, Audience]> = [
  ["{She} is reliable and easy to work with.", "any"],
  ["{She} is always on time and respectful to everyone in the home.", "home"],
  ["The pupils in the boarding section love {him}.", "school"],
  ["{She} kept the dormitories clean and the little ones well cared for.", "school"],
  ["{She} gets along well with the rest of our staff.", "school"],
];

const HM_CLOSERS: Record<number, readonly string[]> = {
  5: ["Honest and trustworthy.", "We will miss {him} dearly.", "Kazi safi!", "Punctual, honest and respectful.", "I recommend {him} without hesitation.", "Ten out of ten.", ""],
  4: [
    "Sometimes needs reminders about the schedule, but always willing to learn.",
    "A little slow at first, pole pole, but improved quickly.",
    "Would hire {him} again.",
    "Communication could be better, but the work is good.",
    "",
  ],
  3: ["Could be great with a bit more training.", "Not a bad worker, just not the right fit for us.", "{She} needed a lot of supervision in the first months."],
  2: ["{She} missed several days without informing us.", "The work was often rushed and we had to redo the laundry.", "We parted ways after two months."],
  1: ["{She} left without notice after three weeks.", "{She} was often absent and did not communicate.", "We had to end the contract within the first month."],
};

const MIDDLE_DETAILS = [
  "The cooking was good but the cleaning was not always thorough.",
  "Kind and polite, but often late on Mondays.",
  "Good with the laundry, less so with the kitchen.",
];

function fillPronouns(text: string, gender: "Female" | "Male"): string {
  const p = pronouns(gender);
  return text
    .replace(/\{She\}/g, p.She)
    .replace(/\{she\}/g, p.she)
    .replace(/\{Her\}/g, p.Her)
    .replace(/\{her\}/g, p.her)
    .replace(/\{him\}/g, gender === "Female" ? "her" : "him");
}

/** Picks an item not in `used` when there is one, and records it. */
function pickFresh<T extends string>(r: Random, items: readonly T[], used: Set<string>): T {
  const fresh = items.filter((item) => !used.has(item));
  const choice = r.pick(fresh.length ? fresh : items);
  used.add(choice);
  return choice;
}

/** `used` holds the sentences already used for this house manager, so her reviews do not repeat each other. */
export function houseManagerReviewComment(
  r: Random,
  rating: number,
  hm: { first: string; gender: "Female" | "Male"; skills: readonly Skill[] },
  who: ReviewerContext,
  used: Set<string>,
): string {
  const opener = pickFresh(r, HM_OPENERS[rating]!.map((o) => o(hm.first)), used);
  let detail = "";
  if (rating >= 4) {
    const fitting = (list: ReadonlyArray<readonly [string, Audience]>) => list.filter(([, a]) => suits(a, who)).map(([t]) => t);
    const skillDetails = fitting(hm.skills.flatMap((s) => HM_DETAILS[s] ?? []));
    const general = fitting(GENERAL_DETAILS);
    const options = skillDetails.filter((d) => !used.has(d)).length > 0 && !(who.isSchool && r.chance(0.4)) ? skillDetails : general;
    detail = pickFresh(r, options, used);
  } else if (rating === 3) {
    detail = pickFresh(r, MIDDLE_DETAILS, used);
  }
  const closer = pickFresh(r, HM_CLOSERS[rating]!, used);
  return fillPronouns([opener, detail, closer].filter(Boolean).join(" "), hm.gender);
}

// ---------------------------------------------------------------------------------------------
// Reviews of employers (by house managers)

const EMPLOYER_COMMENTS: Record<number, readonly string[]> = {
  5: [
    "A very kind family, they treated me like one of their own.",
    "Madam always paid my salary on time and gave me my off days.",
    "I had my own room and good meals. Asante sana!",
    "The children are well behaved and respectful. I enjoyed working here.",
    "They paid my NSSF and SHA every month and even helped with my daughter's school fees.",
    "Respectful employers who explain clearly what they need. Mungu awabariki.",
    "The best employer I have had. They gave me a bonus in December and time to visit my family.",
    "Polite, fair and always available to talk when something was not clear.",
  ],
  4: [
    "A good employer, the salary was always on time.",
    "A nice family, though the hours were long during the school holidays.",
    "Fair and friendly. I would work for them again.",
    "Good working conditions and a comfortable room.",
    "They are kind people, only the work list kept growing.",
  ],
  3: [
    "The family was okay but the workload was heavy for one person.",
    "Salary was sometimes late by a few days, but they always paid.",
    "Fine employers, but the off days kept changing.",
  ],
  2: ["Too much work and no off day most weeks.", "The house was very big and they expected everything done in one day."],
  1: ["My salary was delayed for two months.", "I was not given the off days we agreed."],
};

const SCHOOL_COMMENTS: Record<number, readonly string[]> = {
  5: ["The school management is fair and the staff quarters are comfortable.", "Salary always on time and the head teacher is very supportive.", "A great place to work, the children are lovely."],
  4: ["A good school to work for, and the duties are clear.", "Fair pay and meals provided. Busy during exams week."],
  3: ["The work is heavy at the start of term but the management listens."],
  2: ["Long shifts and we were short of staff most of the term."],
  1: ["Salaries were delayed during the holidays."],
};

/** `used` holds comments already given (across all employers), so the same sentence rarely appears twice. */
export function employerReviewComment(r: Random, rating: number, employer: { isSchool: boolean; children: boolean }, used: Set<string>): string {
  const list = (employer.isSchool ? SCHOOL_COMMENTS : EMPLOYER_COMMENTS)[rating]!;
  const fitting = employer.children || employer.isSchool ? list : list.filter((c) => !/child|school/i.test(c));
  return pickFresh(r, fitting.length ? fitting : list, used);
}

export const RATING_WEIGHTS = [
  [5, 46],
  [4, 32],
  [3, 12],
  [2, 6],
  [1, 4],
] as const;
