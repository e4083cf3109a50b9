-- Shortlist (issue 14): employers and schools save house managers to come back to; one row per pair, newest listed first.
-- CreateTable
CREATE TABLE "ShortlistEntry" (
    "employerId" INTEGER NOT NULL,
    "houseManagerId" INTEGER NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ShortlistEntry_pkey" PRIMARY KEY ("employerId","houseManagerId")
);

-- CreateIndex
CREATE INDEX "ShortlistEntry_houseManagerId_idx" ON "ShortlistEntry"("houseManagerId");

-- AddForeignKey
ALTER TABLE "ShortlistEntry" ADD CONSTRAINT "ShortlistEntry_employerId_fkey" FOREIGN KEY ("employerId") REFERENCES "EmployerProfile"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ShortlistEntry" ADD CONSTRAINT "ShortlistEntry_houseManagerId_fkey" FOREIGN KEY ("houseManagerId") REFERENCES "HouseManagerProfile"("id") ON DELETE CASCADE ON UPDATE CASCADE;
