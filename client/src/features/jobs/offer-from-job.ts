// An offer made from a job post starts from what the post already says: the pay and how it is paid, the days a month,
// the start date, the title and duties, where and whether she lives in. The employer still reads and sends it.
import type { ContractFormValues, ParticularValues } from "../contracts";
import type { JobDetailsFragment } from "../../gql/graphql";

export function offerFromJob(job: JobDetailsFragment): { values: Partial<ContractFormValues>; particulars: Partial<ParticularValues> } {
  const duties = [job.description.trim(), job.skills.length ? job.skills.join(", ") : ""].filter(Boolean).join("\n");
  return {
    values: {
      terms: job.description.trim() || job.title,
      startDate: job.startDate,
      paymentDay: job.paymentDay,
      paymentAmount: String(job.pay),
      daysPerMonth: String(job.daysPerMonth),
    },
    particulars: {
      jobTitle: job.title,
      duties,
      // The town, as the minimum-wage order names places (shared/kenya/wage.ts); the area is on the job page.
      placeOfWork: job.city,
      liveIn: job.availability === "Live-in",
    },
  };
}
