-- Contracts gain the Employment Act's particulars (with their lawful defaults), the Withdrawn and Terminated statuses,
-- a status history (backfilled from each contract's creation and answer) and recorded payments; three notification types.
-- CreateEnum
CREATE TYPE "PaymentMethod" AS ENUM ('mpesa', 'cash', 'bank');

-- AlterEnum

ALTER TYPE "ContractStatus" ADD VALUE 'Withdrawn';
ALTER TYPE "ContractStatus" ADD VALUE 'Terminated';

-- AlterEnum

ALTER TYPE "NotificationType" ADD VALUE 'contract_withdrawn';
ALTER TYPE "NotificationType" ADD VALUE 'contract_terminated';
ALTER TYPE "NotificationType" ADD VALUE 'payment';

-- AlterTable
ALTER TABLE "Contract" ADD COLUMN     "annualLeaveDays" SMALLINT NOT NULL DEFAULT 21,
ADD COLUMN     "duties" TEXT,
ADD COLUMN     "hoursPerDay" SMALLINT NOT NULL DEFAULT 8,
ADD COLUMN     "jobTitle" VARCHAR(120) NOT NULL DEFAULT 'House manager',
ADD COLUMN     "liveIn" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "noticeDays" SMALLINT NOT NULL DEFAULT 28,
ADD COLUMN     "placeOfWork" VARCHAR(120) NOT NULL DEFAULT 'all other areas',
ADD COLUMN     "probationMonths" SMALLINT NOT NULL DEFAULT 0,
ADD COLUMN     "renewedFromId" INTEGER,
ADD COLUMN     "restDay" VARCHAR(10) NOT NULL DEFAULT 'Sunday';

-- CreateTable
CREATE TABLE "ContractStatusChange" (
    "id" SERIAL NOT NULL,
    "contractId" INTEGER NOT NULL,
    "status" "ContractStatus" NOT NULL,
    "actorId" INTEGER,
    "actorName" VARCHAR(300) NOT NULL DEFAULT '',
    "note" TEXT,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ContractStatusChange_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ContractPayment" (
    "id" SERIAL NOT NULL,
    "contractId" INTEGER NOT NULL,
    "month" VARCHAR(7) NOT NULL,
    "amount" DECIMAL(12,2) NOT NULL,
    "method" "PaymentMethod" NOT NULL,
    "reference" VARCHAR(60),
    "recordedById" INTEGER,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ContractPayment_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "ContractStatusChange_contractId_createdAt_idx" ON "ContractStatusChange"("contractId", "createdAt");

-- CreateIndex
CREATE INDEX "ContractPayment_contractId_month_idx" ON "ContractPayment"("contractId", "month");

-- AddForeignKey
ALTER TABLE "ContractStatusChange" ADD CONSTRAINT "ContractStatusChange_contractId_fkey" FOREIGN KEY ("contractId") REFERENCES "Contract"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ContractPayment" ADD CONSTRAINT "ContractPayment_contractId_fkey" FOREIGN KEY ("contractId") REFERENCES "Contract"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- History for contracts made before it existed: the offer at creation, the answer at the last update.
INSERT INTO "ContractStatusChange" ("contractId", "status", "actorName", "createdAt")
SELECT "id", 'Pending', '', "createdAt" FROM "Contract";
INSERT INTO "ContractStatusChange" ("contractId", "status", "actorName", "createdAt")
SELECT "id", "status", '', "updatedAt" FROM "Contract" WHERE "status" <> 'Pending';
