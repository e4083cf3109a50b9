-- Job posts (employers and schools describe a job; house managers apply once each) and the two notification types
-- they send: application (to the job's owner) and job_match (to the best-fitting house managers).
-- CreateEnum
CREATE TYPE "JobStatus" AS ENUM ('Open', 'Closed');

-- AlterEnum


ALTER TYPE "NotificationType" ADD VALUE 'application';
ALTER TYPE "NotificationType" ADD VALUE 'job_match';

-- AlterTable
ALTER TABLE "Notification" ADD COLUMN     "jobId" INTEGER;

-- CreateTable
CREATE TABLE "JobPost" (
    "id" SERIAL NOT NULL,
    "employerId" INTEGER NOT NULL,
    "title" VARCHAR(120) NOT NULL,
    "description" TEXT NOT NULL DEFAULT '',
    "city" VARCHAR(120) NOT NULL,
    "location" VARCHAR(120) NOT NULL DEFAULT '',
    "availability" VARCHAR(60) NOT NULL,
    "skills" TEXT[],
    "languages" TEXT[],
    "children" SMALLINT NOT NULL DEFAULT 0,
    "pay" DECIMAL(12,2) NOT NULL,
    "paymentDay" "PaymentDay" NOT NULL,
    "daysPerMonth" SMALLINT NOT NULL,
    "startDate" DATE NOT NULL,
    "status" "JobStatus" NOT NULL DEFAULT 'Open',
    "closedAt" TIMESTAMPTZ(3),
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "JobPost_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "JobApplication" (
    "id" SERIAL NOT NULL,
    "jobId" INTEGER NOT NULL,
    "houseManagerId" INTEGER NOT NULL,
    "note" VARCHAR(1000) NOT NULL DEFAULT '',
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "JobApplication_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "JobPost_status_createdAt_id_idx" ON "JobPost"("status", "createdAt" DESC, "id");

-- CreateIndex
CREATE INDEX "JobPost_employerId_createdAt_idx" ON "JobPost"("employerId", "createdAt" DESC);

-- CreateIndex
CREATE INDEX "JobApplication_houseManagerId_createdAt_idx" ON "JobApplication"("houseManagerId", "createdAt" DESC);

-- CreateIndex
CREATE UNIQUE INDEX "JobApplication_jobId_houseManagerId_key" ON "JobApplication"("jobId", "houseManagerId");

-- AddForeignKey
ALTER TABLE "Notification" ADD CONSTRAINT "Notification_jobId_fkey" FOREIGN KEY ("jobId") REFERENCES "JobPost"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "JobPost" ADD CONSTRAINT "JobPost_employerId_fkey" FOREIGN KEY ("employerId") REFERENCES "EmployerProfile"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "JobApplication" ADD CONSTRAINT "JobApplication_jobId_fkey" FOREIGN KEY ("jobId") REFERENCES "JobPost"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "JobApplication" ADD CONSTRAINT "JobApplication_houseManagerId_fkey" FOREIGN KEY ("houseManagerId") REFERENCES "HouseManagerProfile"("id") ON DELETE CASCADE ON UPDATE CASCADE;

