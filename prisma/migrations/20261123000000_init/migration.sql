-- CreateSchema
CREATE SCHEMA IF NOT EXISTS "public";

-- CreateEnum
CREATE TYPE "UserType" AS ENUM ('employer', 'house_manager', 'school');

-- CreateEnum
CREATE TYPE "ContractStatus" AS ENUM ('Pending', 'Accepted', 'Declined');

-- CreateEnum
CREATE TYPE "PaymentDay" AS ENUM ('Daily', 'Monthly', 'Yearly');

-- CreateEnum
CREATE TYPE "NotificationType" AS ENUM ('contract', 'contract_accepted', 'contract_declined', 'message', 'review');

-- CreateTable
CREATE TABLE "User" (
    "id" SERIAL NOT NULL,
    "email" VARCHAR(254) NOT NULL,
    "username" VARCHAR(150) NOT NULL,
    "firstName" VARCHAR(150) NOT NULL,
    "lastName" VARCHAR(150) NOT NULL,
    "passwordHash" TEXT NOT NULL,
    "userType" "UserType" NOT NULL DEFAULT 'employer',
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "User_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "HouseManagerProfile" (
    "id" SERIAL NOT NULL,
    "userId" INTEGER NOT NULL,
    "image" TEXT,
    "imageThumb" TEXT,
    "location" VARCHAR(120) NOT NULL DEFAULT '',
    "city" VARCHAR(120) NOT NULL DEFAULT '',
    "address" VARCHAR(255) NOT NULL DEFAULT '',
    "rating" DECIMAL(3,2) NOT NULL DEFAULT 0,
    "reviewCount" INTEGER NOT NULL DEFAULT 0,
    "bio" TEXT NOT NULL DEFAULT '',
    "age" INTEGER,
    "gender" VARCHAR(30) NOT NULL DEFAULT '',
    "hobbies" TEXT NOT NULL DEFAULT '',
    "description" TEXT NOT NULL DEFAULT '',
    "availability" VARCHAR(60) NOT NULL DEFAULT '',
    "maritalStatus" VARCHAR(30) NOT NULL DEFAULT '',
    "tribe" VARCHAR(60) NOT NULL DEFAULT '',
    "language" VARCHAR(255) NOT NULL DEFAULT '',
    "salary" DECIMAL(12,2),
    "education" VARCHAR(255) NOT NULL DEFAULT '',
    "experience" INTEGER NOT NULL DEFAULT 0,
    "skills" TEXT NOT NULL DEFAULT '',
    "certificate" TEXT NOT NULL DEFAULT '',
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "HouseManagerProfile_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "EmployerProfile" (
    "id" SERIAL NOT NULL,
    "userId" INTEGER NOT NULL,
    "isSchool" BOOLEAN NOT NULL DEFAULT false,
    "image" TEXT,
    "imageThumb" TEXT,
    "location" VARCHAR(120) NOT NULL DEFAULT '',
    "city" VARCHAR(120) NOT NULL DEFAULT '',
    "address" VARCHAR(255) NOT NULL DEFAULT '',
    "rating" DECIMAL(3,2) NOT NULL DEFAULT 0,
    "reviewCount" INTEGER NOT NULL DEFAULT 0,
    "bio" TEXT NOT NULL DEFAULT '',
    "hobbies" TEXT NOT NULL DEFAULT '',
    "tribe" VARCHAR(60) NOT NULL DEFAULT '',
    "description" TEXT NOT NULL DEFAULT '',
    "houseType" VARCHAR(60) NOT NULL DEFAULT '',
    "numberRooms" INTEGER,
    "numberPeople" INTEGER,
    "numberChildren" INTEGER,
    "contractDuration" VARCHAR(60) NOT NULL DEFAULT '',
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "EmployerProfile_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Review" (
    "id" SERIAL NOT NULL,
    "reviewerId" INTEGER NOT NULL,
    "houseManagerId" INTEGER,
    "employerId" INTEGER,
    "rating" SMALLINT NOT NULL,
    "comment" TEXT NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Review_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Album" (
    "id" SERIAL NOT NULL,
    "houseManagerId" INTEGER NOT NULL,
    "title" VARCHAR(120) NOT NULL,
    "coverImage" TEXT,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Album_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "AlbumImage" (
    "id" SERIAL NOT NULL,
    "albumId" INTEGER NOT NULL,
    "imageUrl" TEXT NOT NULL,
    "thumbUrl" TEXT,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "AlbumImage_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Contract" (
    "id" SERIAL NOT NULL,
    "houseManagerId" INTEGER NOT NULL,
    "employerId" INTEGER NOT NULL,
    "terms" TEXT NOT NULL,
    "startDate" DATE NOT NULL,
    "endDate" DATE NOT NULL,
    "status" "ContractStatus" NOT NULL DEFAULT 'Pending',
    "paymentAmount" DECIMAL(12,2) NOT NULL,
    "daysPerMonth" SMALLINT NOT NULL,
    "paymentStatus" VARCHAR(30) NOT NULL DEFAULT 'Unpaid',
    "paymentMethod" VARCHAR(60),
    "isRenewable" BOOLEAN NOT NULL DEFAULT false,
    "paymentDay" "PaymentDay" NOT NULL,
    "contractDocument" TEXT,
    "documentMimeType" VARCHAR(60),
    "terminationDate" DATE,
    "terminationReason" TEXT,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "Contract_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Notification" (
    "id" SERIAL NOT NULL,
    "recipientId" INTEGER NOT NULL,
    "senderId" INTEGER,
    "type" "NotificationType" NOT NULL,
    "message" TEXT NOT NULL,
    "contractId" INTEGER,
    "isRead" BOOLEAN NOT NULL DEFAULT false,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Notification_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Message" (
    "id" SERIAL NOT NULL,
    "senderId" INTEGER NOT NULL,
    "recipientId" INTEGER NOT NULL,
    "content" VARCHAR(2000) NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Message_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ContactMessage" (
    "id" SERIAL NOT NULL,
    "name" VARCHAR(150) NOT NULL,
    "email" VARCHAR(254) NOT NULL,
    "message" VARCHAR(5000) NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ContactMessage_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "RefreshToken" (
    "id" SERIAL NOT NULL,
    "userId" INTEGER NOT NULL,
    "tokenHash" CHAR(64) NOT NULL,
    "familyId" CHAR(36) NOT NULL,
    "expiresAt" TIMESTAMPTZ(3) NOT NULL,
    "usedAt" TIMESTAMPTZ(3),
    "revokedAt" TIMESTAMPTZ(3),
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "RefreshToken_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "User_email_key" ON "User"("email");

-- CreateIndex
CREATE UNIQUE INDEX "User_username_key" ON "User"("username");

-- CreateIndex
CREATE UNIQUE INDEX "HouseManagerProfile_userId_key" ON "HouseManagerProfile"("userId");

-- CreateIndex
CREATE INDEX "HouseManagerProfile_rating_experience_id_idx" ON "HouseManagerProfile"("rating" DESC, "experience" DESC, "id");

-- CreateIndex
CREATE INDEX "HouseManagerProfile_location_idx" ON "HouseManagerProfile"("location");

-- CreateIndex
CREATE INDEX "HouseManagerProfile_city_idx" ON "HouseManagerProfile"("city");

-- CreateIndex
CREATE UNIQUE INDEX "EmployerProfile_userId_key" ON "EmployerProfile"("userId");

-- CreateIndex
CREATE INDEX "EmployerProfile_rating_id_idx" ON "EmployerProfile"("rating" DESC, "id");

-- CreateIndex
CREATE INDEX "EmployerProfile_location_idx" ON "EmployerProfile"("location");

-- CreateIndex
CREATE INDEX "Review_houseManagerId_createdAt_idx" ON "Review"("houseManagerId", "createdAt" DESC);

-- CreateIndex
CREATE INDEX "Review_employerId_createdAt_idx" ON "Review"("employerId", "createdAt" DESC);

-- CreateIndex
CREATE UNIQUE INDEX "Review_reviewerId_houseManagerId_key" ON "Review"("reviewerId", "houseManagerId");

-- CreateIndex
CREATE UNIQUE INDEX "Review_reviewerId_employerId_key" ON "Review"("reviewerId", "employerId");

-- CreateIndex
CREATE INDEX "Album_houseManagerId_createdAt_idx" ON "Album"("houseManagerId", "createdAt");

-- CreateIndex
CREATE INDEX "AlbumImage_albumId_id_idx" ON "AlbumImage"("albumId", "id");

-- CreateIndex
CREATE INDEX "Contract_houseManagerId_createdAt_idx" ON "Contract"("houseManagerId", "createdAt" DESC);

-- CreateIndex
CREATE INDEX "Contract_employerId_createdAt_idx" ON "Contract"("employerId", "createdAt" DESC);

-- CreateIndex
CREATE INDEX "Notification_recipientId_createdAt_idx" ON "Notification"("recipientId", "createdAt" DESC);

-- CreateIndex
CREATE INDEX "Notification_recipientId_isRead_idx" ON "Notification"("recipientId", "isRead");

-- CreateIndex
CREATE INDEX "Message_senderId_recipientId_createdAt_idx" ON "Message"("senderId", "recipientId", "createdAt");

-- CreateIndex
CREATE INDEX "Message_recipientId_createdAt_idx" ON "Message"("recipientId", "createdAt");

-- CreateIndex
CREATE UNIQUE INDEX "RefreshToken_tokenHash_key" ON "RefreshToken"("tokenHash");

-- CreateIndex
CREATE INDEX "RefreshToken_familyId_idx" ON "RefreshToken"("familyId");

-- CreateIndex
CREATE INDEX "RefreshToken_userId_idx" ON "RefreshToken"("userId");

-- AddForeignKey
ALTER TABLE "HouseManagerProfile" ADD CONSTRAINT "HouseManagerProfile_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "EmployerProfile" ADD CONSTRAINT "EmployerProfile_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Review" ADD CONSTRAINT "Review_reviewerId_fkey" FOREIGN KEY ("reviewerId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Review" ADD CONSTRAINT "Review_houseManagerId_fkey" FOREIGN KEY ("houseManagerId") REFERENCES "HouseManagerProfile"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Review" ADD CONSTRAINT "Review_employerId_fkey" FOREIGN KEY ("employerId") REFERENCES "EmployerProfile"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Album" ADD CONSTRAINT "Album_houseManagerId_fkey" FOREIGN KEY ("houseManagerId") REFERENCES "HouseManagerProfile"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "AlbumImage" ADD CONSTRAINT "AlbumImage_albumId_fkey" FOREIGN KEY ("albumId") REFERENCES "Album"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Contract" ADD CONSTRAINT "Contract_houseManagerId_fkey" FOREIGN KEY ("houseManagerId") REFERENCES "HouseManagerProfile"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Contract" ADD CONSTRAINT "Contract_employerId_fkey" FOREIGN KEY ("employerId") REFERENCES "EmployerProfile"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Notification" ADD CONSTRAINT "Notification_recipientId_fkey" FOREIGN KEY ("recipientId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Notification" ADD CONSTRAINT "Notification_senderId_fkey" FOREIGN KEY ("senderId") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Notification" ADD CONSTRAINT "Notification_contractId_fkey" FOREIGN KEY ("contractId") REFERENCES "Contract"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Message" ADD CONSTRAINT "Message_senderId_fkey" FOREIGN KEY ("senderId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Message" ADD CONSTRAINT "Message_recipientId_fkey" FOREIGN KEY ("recipientId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "RefreshToken" ADD CONSTRAINT "RefreshToken_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;


-- Rules the database enforces on its own, whatever code writes to it.
ALTER TABLE "Review" ADD CONSTRAINT "Review_rating_range" CHECK ("rating" BETWEEN 1 AND 5);
ALTER TABLE "Review" ADD CONSTRAINT "Review_one_target" CHECK (("houseManagerId" IS NULL) <> ("employerId" IS NULL));
ALTER TABLE "Review" ADD CONSTRAINT "Review_comment_not_blank" CHECK (length(btrim("comment")) > 0);
ALTER TABLE "Contract" ADD CONSTRAINT "Contract_payment_positive" CHECK ("paymentAmount" > 0);
ALTER TABLE "Contract" ADD CONSTRAINT "Contract_days_per_month_range" CHECK ("daysPerMonth" BETWEEN 1 AND 31);
ALTER TABLE "Contract" ADD CONSTRAINT "Contract_dates_ordered" CHECK ("endDate" > "startDate");
ALTER TABLE "Message" ADD CONSTRAINT "Message_content_not_blank" CHECK (length(btrim("content")) > 0);
ALTER TABLE "Message" ADD CONSTRAINT "Message_not_to_self" CHECK ("senderId" <> "recipientId");
