import { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import { UserModel, HouseManagerModel, EmployerModel, ProfileModel, ReviewModel, AlbumModel, AlbumImageModel, ContractModel, NotificationModel, MessageModel, AuthPayloadModel, VerificationModel, OperatorVerificationModel, ReportModel, OperatorReportModel, ReportedContentModel, BlockedUserModel, ContactMessageModel, AuditEntryModel, VerificationBadgeModel } from './models.js';
import { GraphQLContext } from './context.js';
export type Maybe<T> = T | null;
export type InputMaybe<T> = T | null;
export type Omit<T, K extends keyof T> = Pick<T, Exclude<keyof T, K>>;
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  /** A calendar date, `YYYY-MM-DD`. */
  Date: { input: string; output: string; }
  /** An instant in time, ISO 8601 with time zone. */
  DateTime: { input: Date | string; output: Date | string; }
  /** An uploaded file (multipart request, GraphQL multipart request spec). */
  Upload: { input: Promise<import('./upload.js').FileUpload>; output: Promise<import('./upload.js').FileUpload>; }
};

/** Result of an action that only reports success. */
export type ActionResult = {
  __typename?: 'ActionResult';
  /** Text to show the user. */
  message: Scalars['String']['output'];
  /** Whether it succeeded. */
  success: Scalars['Boolean']['output'];
};

/** A portfolio album of a house manager. */
export type Album = {
  __typename?: 'Album';
  /** Stored path of the cover image. */
  coverImage: Maybe<Scalars['String']['output']>;
  /** The album id. */
  id: Scalars['ID']['output'];
  /** The album's images, oldest first. */
  images: Array<AlbumImage>;
  /** Album title. */
  title: Scalars['String']['output'];
};

/** An image in an album. */
export type AlbumImage = {
  __typename?: 'AlbumImage';
  /** The image id. */
  id: Scalars['ID']['output'];
  /** Stored path of the display-size image. */
  imageUrl: Scalars['String']['output'];
  /** Stored path of the thumbnail. */
  thumbUrl: Maybe<Scalars['String']['output']>;
};

/** One operator action in the append-only audit log. */
export type AuditEntry = {
  __typename?: 'AuditEntry';
  /** approve, reject, hide, dismiss, suspend or handle. */
  action: Scalars['String']['output'];
  /** When it happened. */
  createdAt: Scalars['DateTime']['output'];
  /** The entry id. */
  id: Scalars['ID']['output'];
  /** The operator's note or reason. */
  note: Scalars['String']['output'];
  /** The operator's name. */
  operator: Scalars['String']['output'];
  /** The operator's user id. */
  operatorId: Scalars['ID']['output'];
  /** The id of the target. */
  targetId: Scalars['ID']['output'];
  /** verification, report, review, user or contact_message. */
  targetType: Scalars['String']['output'];
};

/** Tokens and identity returned by login, registration-free refresh and token rotation. */
export type AuthPayload = {
  __typename?: 'AuthPayload';
  /** When the access token expires. */
  accessExpiry: Scalars['DateTime']['output'];
  /** Short-lived JWT for the Authorization header. */
  accessToken: Scalars['String']['output'];
  /** Opaque refresh token; use once with `refreshToken`. */
  refreshToken: Scalars['String']['output'];
  /** The signed-in user. */
  user: User;
};

/** A user the signed-in user blocked. */
export type BlockedUser = {
  __typename?: 'BlockedUser';
  /** When they were blocked. */
  createdAt: Scalars['DateTime']['output'];
  /** Their full name. */
  name: Scalars['String']['output'];
  /** The blocked user's id. */
  userId: Scalars['ID']['output'];
  /** Their username. */
  username: Scalars['String']['output'];
};

/** A message sent through the contact form, in the operators' inbox. */
export type ContactMessage = {
  __typename?: 'ContactMessage';
  /** When it was sent. */
  createdAt: Scalars['DateTime']['output'];
  /** The sender's email, to answer. */
  email: Scalars['String']['output'];
  /** When an operator handled it. */
  handledAt: Maybe<Scalars['DateTime']['output']>;
  /** The message id. */
  id: Scalars['ID']['output'];
  /** The message. */
  message: Scalars['String']['output'];
  /** The sender's name. */
  name: Scalars['String']['output'];
  /** new or handled. */
  status: ContactMessageStatus;
};

/** Where a contact-form message stands in the operators' inbox. */
export type ContactMessageStatus =
  /** Handled by an operator. */
  | 'handled'
  /** Not handled yet. */
  | 'new';

/** A work contract, visible in full only to its two parties. */
export type Contract = {
  __typename?: 'Contract';
  /** Authorised download path of the contract document, for the two parties. */
  contractDocument: Maybe<Scalars['String']['output']>;
  /** When the offer was made. */
  createdAt: Scalars['DateTime']['output'];
  /** Days to work per month, 1 to 31. */
  daysPerMonth: Scalars['Int']['output'];
  /** MIME type of the document (application/pdf, image/png or image/jpeg). */
  documentMimeType: Maybe<Scalars['String']['output']>;
  /** The employer's profile. */
  employer: Employer;
  /** The employer's full name. */
  employerName: Scalars['String']['output'];
  /** Last day. */
  endDate: Scalars['Date']['output'];
  /** The house manager's profile. */
  houseManager: HouseManager;
  /** The contract id. */
  id: Scalars['ID']['output'];
  /** Whether the contract may be renewed. */
  isRenewable: Scalars['Boolean']['output'];
  /** Amount paid each payment period. */
  paymentAmount: Scalars['Float']['output'];
  /** How often payment falls due. */
  paymentDay: PaymentDay;
  /** Payment method, null until set. */
  paymentMethod: Maybe<Scalars['String']['output']>;
  /** Payment status, starts Unpaid. */
  paymentStatus: Scalars['String']['output'];
  /** First day. */
  startDate: Scalars['Date']['output'];
  /** Where the contract stands. */
  status: ContractStatus;
  /** Planned termination date. */
  terminationDate: Maybe<Scalars['Date']['output']>;
  /** Reason for termination. */
  terminationReason: Maybe<Scalars['String']['output']>;
  /** Terms of work. */
  terms: Scalars['String']['output'];
};

/** Where a contract stands. */
export type ContractStatus =
  /** Accepted by the house manager; shown as Active. */
  | 'Accepted'
  /** Declined by the house manager. */
  | 'Declined'
  /** Offered by the employer, waiting for the house manager. */
  | 'Pending';

/** What anyone may see of a contract on a house manager's page. */
export type ContractSummary = {
  __typename?: 'ContractSummary';
  /** The employer's full name. */
  employerName: Scalars['String']['output'];
  /** Last day of the contract. */
  endDate: Scalars['Date']['output'];
  /** The contract id. */
  id: Scalars['ID']['output'];
  /** Where the contract stands. */
  status: ContractStatus;
};

/** A contract offer. */
export type CreateContractInput = {
  /** PDF, PNG or JPEG under 5,242,880 bytes. */
  contractDocument?: InputMaybe<Scalars['Upload']['input']>;
  /** Days to work per month, 1 to 31. */
  daysPerMonth: Scalars['Int']['input'];
  /** The caller's own employer profile id. */
  employerId: Scalars['ID']['input'];
  /** Last day, after the first. */
  endDate: Scalars['Date']['input'];
  /** The house manager's profile id. */
  houseManagerId: Scalars['ID']['input'];
  /** Whether it may be renewed. */
  isRenewable: Scalars['Boolean']['input'];
  /** Amount per period, above 0. */
  paymentAmount: Scalars['Float']['input'];
  /** How often payment falls due. */
  paymentDay: PaymentDay;
  /** First day. */
  startDate: Scalars['Date']['input'];
  /** Planned termination date, not before the start. */
  terminationDate?: InputMaybe<Scalars['Date']['input']>;
  /** Reason for termination. */
  terminationReason?: InputMaybe<Scalars['String']['input']>;
  /** Terms of work. */
  terms: Scalars['String']['input'];
};

/** Result of offering a contract. */
export type CreateContractPayload = {
  __typename?: 'CreateContractPayload';
  /** The new contract. */
  contract: Contract;
  /** Text to show the user. */
  message: Scalars['String']['output'];
};

/** An employer's (household or school) public profile. */
export type Employer = Profile & {
  __typename?: 'Employer';
  /** Street address: only for the owner, operators and the other party of an Accepted contract; null for everyone else. */
  address: Maybe<Scalars['String']['output']>;
  /** Introduction. */
  bio: Scalars['String']['output'];
  /** City. */
  city: Scalars['String']['output'];
  /** Intended contract duration. */
  contractDuration: Scalars['String']['output'];
  /** Longer description. */
  description: Scalars['String']['output'];
  /** Given name. */
  firstName: Scalars['String']['output'];
  /** Hobbies. */
  hobbies: Scalars['String']['output'];
  /** Kind of home, e.g. Apartment, Bungalow, Maisonette. */
  houseType: Scalars['String']['output'];
  /** The profile id. */
  id: Scalars['ID']['output'];
  /** Stored path of the display photo. */
  image: Maybe<Scalars['String']['output']>;
  /** Stored path of the thumbnail. */
  imageThumb: Maybe<Scalars['String']['output']>;
  /** Whether the employer is a school. */
  isSchool: Scalars['Boolean']['output'];
  /** Family name. */
  lastName: Scalars['String']['output'];
  /** Town or area. */
  location: Scalars['String']['output'];
  /** First and last name. */
  name: Scalars['String']['output'];
  /** Number of children. */
  numberChildren: Maybe<Scalars['Int']['output']>;
  /** Number of people in the household. */
  numberPeople: Maybe<Scalars['Int']['output']>;
  /** Number of rooms. */
  numberRooms: Maybe<Scalars['Int']['output']>;
  /** Mean review rating, 0 with no reviews. */
  rating: Scalars['Float']['output'];
  /** How many reviews the profile has. */
  reviewCount: Scalars['Int']['output'];
  /** Reviews of this employer, newest first. */
  reviews: ReviewConnection;
  /** Always employer. */
  role: ProfileRole;
  /** Tribe. */
  tribe: Scalars['String']['output'];
  /** The owner's user id. */
  userId: Scalars['ID']['output'];
};


/** An employer's (household or school) public profile. */
export type EmployerReviewsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};

/** A page of employers. */
export type EmployerConnection = {
  __typename?: 'EmployerConnection';
  /** The items with their cursors. */
  edges: Array<EmployerEdge>;
  /** Pagination details. */
  pageInfo: PageInfo;
  /** How many employers match in all. */
  totalCount: Scalars['Int']['output'];
};

/** An employer in a connection. */
export type EmployerEdge = {
  __typename?: 'EmployerEdge';
  /** Cursor of this item. */
  cursor: Scalars['String']['output'];
  /** The employer. */
  node: Employer;
};

/** A house manager's public profile. */
export type HouseManager = Profile & {
  __typename?: 'HouseManager';
  /** Street address: only for the owner, operators and the other party of an Accepted contract; null for everyone else. */
  address: Maybe<Scalars['String']['output']>;
  /** Age in years. */
  age: Maybe<Scalars['Int']['output']>;
  /** Portfolio albums. */
  albums: Array<Album>;
  /** Availability, e.g. Full-time, Part-time, Live-in. */
  availability: Scalars['String']['output'];
  /** Introduction. */
  bio: Scalars['String']['output'];
  /** Certificates. */
  certificate: Scalars['String']['output'];
  /** City. */
  city: Scalars['String']['output'];
  /** Contracts as shown on the public page: status, employer name and end date only. */
  contracts: Array<ContractSummary>;
  /** Longer description. */
  description: Scalars['String']['output'];
  /** Education. */
  education: Scalars['String']['output'];
  /** Years of experience. */
  experience: Scalars['Int']['output'];
  /** Given name. */
  firstName: Scalars['String']['output'];
  /** Gender. */
  gender: Scalars['String']['output'];
  /** Hobbies. */
  hobbies: Scalars['String']['output'];
  /** The profile id. */
  id: Scalars['ID']['output'];
  /** Stored path of the display photo. */
  image: Maybe<Scalars['String']['output']>;
  /** Stored path of the thumbnail. */
  imageThumb: Maybe<Scalars['String']['output']>;
  /** Languages spoken. */
  language: Scalars['String']['output'];
  /** Family name. */
  lastName: Scalars['String']['output'];
  /** Town or area. */
  location: Scalars['String']['output'];
  /** Marital status. */
  maritalStatus: Scalars['String']['output'];
  /** First and last name. */
  name: Scalars['String']['output'];
  /** Mean review rating, 0 with no reviews. */
  rating: Scalars['Float']['output'];
  /** How many reviews the profile has. */
  reviewCount: Scalars['Int']['output'];
  /** Reviews of this house manager, newest first. */
  reviews: ReviewConnection;
  /** Always house_manager. */
  role: ProfileRole;
  /** Expected monthly salary. */
  salary: Maybe<Scalars['Float']['output']>;
  /** Skills. */
  skills: Scalars['String']['output'];
  /** Tribe. */
  tribe: Scalars['String']['output'];
  /** The owner's user id. */
  userId: Scalars['ID']['output'];
  /** The approved checks that currently count, with their dates (never the files). */
  verifications: Array<VerificationBadge>;
  /** Identity document approved and a Certificate of Good Conduct issued at most 12 months ago approved. */
  verified: Scalars['Boolean']['output'];
};


/** A house manager's public profile. */
export type HouseManagerReviewsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};

/** A page of house managers. */
export type HouseManagerConnection = {
  __typename?: 'HouseManagerConnection';
  /** The items with their cursors. */
  edges: Array<HouseManagerEdge>;
  /** Pagination details. */
  pageInfo: PageInfo;
  /** How many house managers match in all. */
  totalCount: Scalars['Int']['output'];
};

/** A house manager in a connection. */
export type HouseManagerEdge = {
  __typename?: 'HouseManagerEdge';
  /** Cursor of this item. */
  cursor: Scalars['String']['output'];
  /** The house manager. */
  node: HouseManager;
};

/** Filters of the Find House Girl search. */
export type HouseManagerFilter = {
  /** Matches location or city, case-insensitive substring. */
  location?: InputMaybe<Scalars['String']['input']>;
  /** Minimum years of experience. */
  minExperience?: InputMaybe<Scalars['Int']['input']>;
  /** Minimum rating (5 means exactly 5.0). */
  minRating?: InputMaybe<Scalars['Float']['input']>;
  /** Only verified house managers when true. */
  verified?: InputMaybe<Scalars['Boolean']['input']>;
};

/** A direct message between two users. */
export type Message = {
  __typename?: 'Message';
  /** The text, at most 2,000 characters. */
  content: Scalars['String']['output'];
  /** When it was sent. */
  createdAt: Scalars['DateTime']['output'];
  /** The message id. */
  id: Scalars['ID']['output'];
  /** Recipient user id. */
  recipientId: Scalars['ID']['output'];
  /** Sender user id. */
  senderId: Scalars['ID']['output'];
  /** Sender username. */
  senderUsername: Scalars['String']['output'];
};

/** A page of messages. */
export type MessageConnection = {
  __typename?: 'MessageConnection';
  /** The items with their cursors. */
  edges: Array<MessageEdge>;
  /** Pagination details. */
  pageInfo: PageInfo;
  /** How many messages in all. */
  totalCount: Scalars['Int']['output'];
};

/** A message in a connection. */
export type MessageEdge = {
  __typename?: 'MessageEdge';
  /** Cursor of this item. */
  cursor: Scalars['String']['output'];
  /** The message. */
  node: Message;
};

export type Mutation = {
  __typename?: 'Mutation';
  /** The contract's house manager accepts a pending contract. */
  acceptContract: Contract;
  /** House managers: add an image to an own album (JPEG, PNG or WebP). */
  addAlbumImage: Album;
  /** Operators: approve a pending verification; the house manager is notified. */
  approveVerification: Verification;
  /** Block a user: no messages, contract offers or applications between you, either way. */
  blockUser: BlockedUser;
  /** Send a message to the MaidMatch team; no account needed. */
  contactMaidMatch: ActionResult;
  /** Send a message to the owner of a profile. */
  contactProfile: Message;
  /** House managers: create an album. */
  createAlbum: Album;
  /** Employers and schools: offer a contract to a house manager. */
  createContract: CreateContractPayload;
  /** The contract's house manager declines a pending contract. */
  declineContract: Contract;
  /** Close the signed-in user's account after checking the password (see the privacy page). */
  deleteAccount: ActionResult;
  /** House managers: delete an own album with its images. */
  deleteAlbum: ActionResult;
  /** House managers: delete an image from an own album. */
  deleteAlbumImage: Album;
  /** Operators: mark a contact-form message handled. */
  handleContactMessage: ContactMessage;
  /** Sign in with email and password. */
  login: AuthPayload;
  /** Revoke a refresh token. */
  logout: ActionResult;
  /** Mark one of the signed-in user's notifications as read. */
  markNotificationRead: Notification;
  /** Exchange a refresh token for new tokens; the old one stops working. */
  refreshToken: AuthPayload;
  /** Create an account and its profile. */
  register: RegisterPayload;
  /** Operators: reject a pending verification with a reason the house manager is told. */
  rejectVerification: Verification;
  /** Report a profile, a review or a message to the operators. */
  reportContent: Report;
  /** Operators: resolve an open report. */
  resolveReport: OperatorReport;
  /** Send a direct message to a user. */
  sendMessage: Message;
  /** Review a profile of the other side. */
  submitReview: SubmitReviewPayload;
  /** House managers: submit an identity document or a Certificate of Good Conduct (PDF, PNG or JPEG, at most 5,242,880 bytes). */
  submitVerification: Verification;
  /** Lift a block. */
  unblockUser: ActionResult;
  /** Edit the signed-in user's own profile. */
  updateProfile: Profile;
  /** Upload the signed-in user's profile photo (JPEG, PNG or WebP). */
  uploadProfilePhoto: Profile;
};


export type MutationAcceptContractArgs = {
  id: Scalars['ID']['input'];
};


export type MutationAddAlbumImageArgs = {
  albumId: Scalars['ID']['input'];
  file: Scalars['Upload']['input'];
};


export type MutationApproveVerificationArgs = {
  id: Scalars['ID']['input'];
};


export type MutationBlockUserArgs = {
  userId: Scalars['ID']['input'];
};


export type MutationContactMaidMatchArgs = {
  email: Scalars['String']['input'];
  message: Scalars['String']['input'];
  name: Scalars['String']['input'];
};


export type MutationContactProfileArgs = {
  content: Scalars['String']['input'];
  profileId: Scalars['ID']['input'];
  role: ProfileRole;
};


export type MutationCreateAlbumArgs = {
  title: Scalars['String']['input'];
};


export type MutationCreateContractArgs = {
  input: CreateContractInput;
};


export type MutationDeclineContractArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteAccountArgs = {
  password: Scalars['String']['input'];
};


export type MutationDeleteAlbumArgs = {
  albumId: Scalars['ID']['input'];
};


export type MutationDeleteAlbumImageArgs = {
  imageId: Scalars['ID']['input'];
};


export type MutationHandleContactMessageArgs = {
  id: Scalars['ID']['input'];
  note?: InputMaybe<Scalars['String']['input']>;
};


export type MutationLoginArgs = {
  email: Scalars['String']['input'];
  password: Scalars['String']['input'];
};


export type MutationLogoutArgs = {
  refreshToken: Scalars['String']['input'];
};


export type MutationMarkNotificationReadArgs = {
  id: Scalars['ID']['input'];
};


export type MutationRefreshTokenArgs = {
  refreshToken: Scalars['String']['input'];
};


export type MutationRegisterArgs = {
  input: RegisterInput;
};


export type MutationRejectVerificationArgs = {
  id: Scalars['ID']['input'];
  reason: Scalars['String']['input'];
};


export type MutationReportContentArgs = {
  input: ReportInput;
};


export type MutationResolveReportArgs = {
  action: ReportAction;
  id: Scalars['ID']['input'];
  note?: InputMaybe<Scalars['String']['input']>;
};


export type MutationSendMessageArgs = {
  content: Scalars['String']['input'];
  recipientId: Scalars['ID']['input'];
};


export type MutationSubmitReviewArgs = {
  comment: Scalars['String']['input'];
  profileId: Scalars['ID']['input'];
  rating: Scalars['Int']['input'];
  role: ProfileRole;
};


export type MutationSubmitVerificationArgs = {
  document: Scalars['Upload']['input'];
  issuedOn?: InputMaybe<Scalars['Date']['input']>;
  kind: VerificationKind;
};


export type MutationUnblockUserArgs = {
  userId: Scalars['ID']['input'];
};


export type MutationUpdateProfileArgs = {
  input: UpdateProfileInput;
};


export type MutationUploadProfilePhotoArgs = {
  file: Scalars['Upload']['input'];
};

/** A notification for the signed-in user. */
export type Notification = {
  __typename?: 'Notification';
  /** The related contract id, for contract notifications. */
  contractId: Maybe<Scalars['ID']['output']>;
  /** When it was created. */
  createdAt: Scalars['DateTime']['output'];
  /** The notification id. */
  id: Scalars['ID']['output'];
  /** Whether it has been read. */
  isRead: Scalars['Boolean']['output'];
  /** Human-readable text. */
  message: Scalars['String']['output'];
  /** The sender's profile id. */
  senderId: Maybe<Scalars['ID']['output']>;
  /** The sender's full name. */
  senderName: Maybe<Scalars['String']['output']>;
  /** Role of the sender's profile, for the link /profile/{senderRole}/{senderId}. */
  senderRole: Maybe<ProfileRole>;
  /** What it is about. */
  type: NotificationType;
};

/** A page of notifications. */
export type NotificationConnection = {
  __typename?: 'NotificationConnection';
  /** The items with their cursors. */
  edges: Array<NotificationEdge>;
  /** Pagination details. */
  pageInfo: PageInfo;
  /** How many notifications in all. */
  totalCount: Scalars['Int']['output'];
  /** How many are unread. */
  unreadCount: Scalars['Int']['output'];
};

/** A notification in a connection. */
export type NotificationEdge = {
  __typename?: 'NotificationEdge';
  /** Cursor of this item. */
  cursor: Scalars['String']['output'];
  /** The notification. */
  node: Notification;
};

/** An event for the signed-in user's open pages. */
export type NotificationEvent = {
  __typename?: 'NotificationEvent';
  /** The new or changed notification. */
  notification: Notification;
  /** The unread count after the change. */
  unreadCount: Scalars['Int']['output'];
};

/** What a notification is about. */
export type NotificationType =
  /** A contract was offered to the recipient. */
  | 'contract'
  /** The recipient's contract offer was accepted. */
  | 'contract_accepted'
  /** The recipient's contract offer was declined. */
  | 'contract_declined'
  /** The recipient received a message. */
  | 'message'
  /** The recipient's profile was reviewed. */
  | 'review'
  /** A verification document was approved or rejected, or an approved certificate lapsed. */
  | 'verification';

/** A report in the operators' queue. */
export type OperatorReport = {
  __typename?: 'OperatorReport';
  /** How it was resolved. */
  action: Maybe<ReportAction>;
  /** The reported content. */
  content: ReportedContent;
  /** When it was made. */
  createdAt: Scalars['DateTime']['output'];
  /** The reporter's own words. */
  details: Scalars['String']['output'];
  /** The report id. */
  id: Scalars['ID']['output'];
  /** The operator's note. */
  note: Maybe<Scalars['String']['output']>;
  /** Why. */
  reason: ReportReason;
  /** The reporter's user id. */
  reporterId: Scalars['ID']['output'];
  /** When it was resolved. */
  resolvedAt: Maybe<Scalars['DateTime']['output']>;
  /** Where it stands. */
  status: ReportStatus;
  /** The profile, review or message id. */
  targetId: Scalars['ID']['output'];
  /** Whether the reported account is suspended. */
  targetSuspended: Scalars['Boolean']['output'];
  /** What it is about. */
  targetType: ReportTargetType;
  /** The reported account's user id. */
  targetUserId: Scalars['ID']['output'];
};

/** A verification document in the operators' queue. */
export type OperatorVerification = {
  __typename?: 'OperatorVerification';
  /** MIME type of the file. */
  documentMimeType: Maybe<Scalars['String']['output']>;
  /** Authorised download path of the file (operators only), null once erased. */
  documentPath: Maybe<Scalars['String']['output']>;
  /** The house manager's profile id. */
  houseManagerId: Scalars['ID']['output'];
  /** The verification id. */
  id: Scalars['ID']['output'];
  /** Issue date of a Certificate of Good Conduct. */
  issuedOn: Maybe<Scalars['Date']['output']>;
  /** What the document proves. */
  kind: VerificationKind;
  /** The house manager's full name. */
  name: Scalars['String']['output'];
  /** Why it was rejected. */
  reason: Maybe<Scalars['String']['output']>;
  /** When it was reviewed. */
  reviewedAt: Maybe<Scalars['DateTime']['output']>;
  /** Where it stands. */
  status: VerificationStatus;
  /** When it was submitted. */
  submittedAt: Scalars['DateTime']['output'];
  /** The house manager's user id. */
  userId: Scalars['ID']['output'];
};

/** Relay-style pagination details of a connection. */
export type PageInfo = {
  __typename?: 'PageInfo';
  /** Cursor of the last item returned. */
  endCursor: Maybe<Scalars['String']['output']>;
  /** Whether items follow the last one returned. */
  hasNextPage: Scalars['Boolean']['output'];
  /** Whether items precede the first one returned. */
  hasPreviousPage: Scalars['Boolean']['output'];
  /** Cursor of the first item returned. */
  startCursor: Maybe<Scalars['String']['output']>;
};

/** How often the house manager is paid. */
export type PaymentDay =
  /** Paid every day. */
  | 'Daily'
  /** Paid every month. */
  | 'Monthly'
  /** Paid every year. */
  | 'Yearly';

/** Fields every profile shares. */
export type Profile = {
  /** Street address: only for the owner, operators and the other party of an Accepted contract; null for everyone else. */
  address: Maybe<Scalars['String']['output']>;
  /** Free-text introduction. */
  bio: Scalars['String']['output'];
  /** City. */
  city: Scalars['String']['output'];
  /** Longer description. */
  description: Scalars['String']['output'];
  /** Given name of the owner. */
  firstName: Scalars['String']['output'];
  /** Hobbies. */
  hobbies: Scalars['String']['output'];
  /** The profile id (public pages address it). */
  id: Scalars['ID']['output'];
  /** Stored path of the display photo (`/media/...`), prefixed with the API origin by clients. */
  image: Maybe<Scalars['String']['output']>;
  /** Stored path of a small square thumbnail of the photo. */
  imageThumb: Maybe<Scalars['String']['output']>;
  /** Family name of the owner. */
  lastName: Scalars['String']['output'];
  /** Town or area. */
  location: Scalars['String']['output'];
  /** First and last name. */
  name: Scalars['String']['output'];
  /** Mean review rating, 0 with no reviews. */
  rating: Scalars['Float']['output'];
  /** How many reviews the profile has. */
  reviewCount: Scalars['Int']['output'];
  /** Reviews of this profile, newest first. */
  reviews: ReviewConnection;
  /** Which side the profile is on. */
  role: ProfileRole;
  /** Tribe. */
  tribe: Scalars['String']['output'];
  /** The owner's user id. */
  userId: Scalars['ID']['output'];
};


/** Fields every profile shares. */
export type ProfileReviewsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};

/** The side of the marketplace a profile belongs to. */
export type ProfileRole =
  /** An employer profile (households and schools). */
  | 'employer'
  /** A house manager profile. */
  | 'house_manager';

export type Query = {
  __typename?: 'Query';
  /** One album with its images. */
  album: Maybe<Album>;
  /** Operators: the audit log, newest first. */
  auditLog: Array<AuditEntry>;
  /** Users the signed-in user blocked, newest first. */
  blockedUsers: Array<BlockedUser>;
  /** Full details of a contract; only its two parties. */
  contract: Maybe<Contract>;
  /** Messages between the signed-in user and another user, newest first. */
  conversation: MessageConnection;
  /** One employer by profile id; null when missing. */
  employer: Maybe<Employer>;
  /** One house manager by profile id; null when missing. */
  houseManager: Maybe<HouseManager>;
  /** House managers ordered by rating then experience, optionally filtered. */
  houseManagers: HouseManagerConnection;
  /** Every message the signed-in user sent or received, newest first. */
  inbox: MessageConnection;
  /** The signed-in user, or null for a visitor. */
  me: Maybe<User>;
  /** The signed-in user's own verification documents, newest first. */
  myVerifications: Array<Verification>;
  /** The signed-in user's notifications, newest first. */
  notifications: NotificationConnection;
  /** Operators: contact-form messages, newest first, optionally by status. */
  operatorContactMessages: Array<ContactMessage>;
  /** Operators: reports with the reported content, oldest first, optionally by status. */
  operatorReports: Array<OperatorReport>;
  /** Operators: verification documents, oldest first, optionally by status. */
  operatorVerifications: Array<OperatorVerification>;
  /** Reviews of a profile, newest first. */
  reviews: ReviewConnection;
  /** Text search over names and locations. */
  search: SearchResult;
  /** The signed-in user's unread notification count. */
  unreadNotificationCount: Scalars['Int']['output'];
};


export type QueryAlbumArgs = {
  id: Scalars['ID']['input'];
};


export type QueryContractArgs = {
  id: Scalars['ID']['input'];
};


export type QueryConversationArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  withUserId: Scalars['ID']['input'];
};


export type QueryEmployerArgs = {
  id: Scalars['ID']['input'];
};


export type QueryHouseManagerArgs = {
  id: Scalars['ID']['input'];
};


export type QueryHouseManagersArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  filter?: InputMaybe<HouseManagerFilter>;
  first?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryInboxArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryNotificationsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  unreadOnly?: InputMaybe<Scalars['Boolean']['input']>;
};


export type QueryOperatorContactMessagesArgs = {
  status?: InputMaybe<ContactMessageStatus>;
};


export type QueryOperatorReportsArgs = {
  status?: InputMaybe<ReportStatus>;
};


export type QueryOperatorVerificationsArgs = {
  status?: InputMaybe<VerificationStatus>;
};


export type QueryReviewsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  profileId: Scalars['ID']['input'];
  role: ProfileRole;
};


export type QuerySearchArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
  query: Scalars['String']['input'];
};

/** Account details for registration. */
export type RegisterInput = {
  /** Email, unique ignoring case. */
  email: Scalars['String']['input'];
  /** Given name. */
  firstName: Scalars['String']['input'];
  /** Family name. */
  lastName: Scalars['String']['input'];
  /** Password: at least 8 characters, not all digits, not common, not like the email or username. */
  password: Scalars['String']['input'];
  /** The password again. */
  password2: Scalars['String']['input'];
  /** Defaults to employer. */
  userType?: InputMaybe<UserType>;
  /** Unique username. */
  username: Scalars['String']['input'];
};

/** Result of registration. */
export type RegisterPayload = {
  __typename?: 'RegisterPayload';
  /** Text to show the user. */
  message: Scalars['String']['output'];
  /** The new user. */
  user: User;
};

/** A report the signed-in user made. */
export type Report = {
  __typename?: 'Report';
  /** When it was made. */
  createdAt: Scalars['DateTime']['output'];
  /** The reporter's own words. */
  details: Scalars['String']['output'];
  /** The report id. */
  id: Scalars['ID']['output'];
  /** Why. */
  reason: ReportReason;
  /** Where it stands. */
  status: ReportStatus;
  /** The profile, review or message id. */
  targetId: Scalars['ID']['output'];
  /** What it is about. */
  targetType: ReportTargetType;
};

/** How an operator resolves a report. */
export type ReportAction =
  /** Nothing wrong found. */
  | 'dismiss'
  /** Hide the reported review from every list and from the profile's mean. */
  | 'hide_review'
  /** Suspend the reported account: no login, tokens stop working, public profile gone. */
  | 'suspend_user';

/** A report of a profile, a review or a message. */
export type ReportInput = {
  /** What happened, in the reporter's words (at most 2,000 characters). */
  details?: InputMaybe<Scalars['String']['input']>;
  /** Why. */
  reason: ReportReason;
  /** The profile id (house_manager, employer), else the review's or the message's id. */
  targetId: Scalars['ID']['input'];
  /** What is reported. */
  targetType: ReportTargetType;
};

/** Why something is reported. */
export type ReportReason =
  /** The profile is not who it claims to be. */
  | 'fake_profile'
  /** Harassment or threats. */
  | 'harassment'
  /** Inappropriate content. */
  | 'inappropriate'
  /** Something else (say what in the details). */
  | 'other'
  /** A scam or a request for money. */
  | 'scam';

/** Where a report stands. */
export type ReportStatus =
  /** Waiting for an operator. */
  | 'open'
  /** Resolved by an operator. */
  | 'resolved';

/** What a report is about. */
export type ReportTargetType =
  /** An employer or school profile (targetId is the profile id). */
  | 'employer'
  /** A house manager profile (targetId is the profile id). */
  | 'house_manager'
  /** A message the reporter sent or received (targetId is the message id). */
  | 'message'
  /** A review (targetId is the review id). */
  | 'review';

/** The reported thing as an operator sees it. */
export type ReportedContent = {
  __typename?: 'ReportedContent';
  /** When a review or message was written. */
  createdAt: Maybe<Scalars['DateTime']['output']>;
  /** Whether a reported review is already hidden. */
  hidden: Maybe<Scalars['Boolean']['output']>;
  /** profile, review, message, or gone when it no longer exists. */
  kind: Scalars['String']['output'];
  /** The profile's owner name, or the author's username. */
  name: Maybe<Scalars['String']['output']>;
  /** The profile id, for a link to a reported profile. */
  profileId: Maybe<Scalars['ID']['output']>;
  /** The profile role, for a link to a reported profile. */
  profileRole: Maybe<ProfileRole>;
  /** A review's rating. */
  rating: Maybe<Scalars['Int']['output']>;
  /** The text: a profile's introduction, a review's comment or a message. */
  text: Maybe<Scalars['String']['output']>;
};

/** A review of a profile. */
export type Review = {
  __typename?: 'Review';
  /** The review text. */
  comment: Scalars['String']['output'];
  /** When the review was written. */
  createdAt: Scalars['DateTime']['output'];
  /** The review id. */
  id: Scalars['ID']['output'];
  /** Whole number from 1 to 5. */
  rating: Scalars['Int']['output'];
  /** The reviewer's profile id. */
  reviewerId: Scalars['ID']['output'];
  /** The reviewer's profile role, to build the link to their page. */
  reviewerRole: ProfileRole;
  /** The reviewer's username. */
  reviewerUsername: Scalars['String']['output'];
};

/** A page of reviews. */
export type ReviewConnection = {
  __typename?: 'ReviewConnection';
  /** The items with their cursors. */
  edges: Array<ReviewEdge>;
  /** Pagination details. */
  pageInfo: PageInfo;
  /** How many reviews in all. */
  totalCount: Scalars['Int']['output'];
};

/** A review in a connection. */
export type ReviewEdge = {
  __typename?: 'ReviewEdge';
  /** Cursor of this item. */
  cursor: Scalars['String']['output'];
  /** The review. */
  node: Review;
};

/** Results of a text search. */
export type SearchResult = {
  __typename?: 'SearchResult';
  /** Matching employers and schools. */
  employers: EmployerConnection;
  /** Matching house managers. */
  houseManagers: HouseManagerConnection;
};

/** Result of submitting a review. */
export type SubmitReviewPayload = {
  __typename?: 'SubmitReviewPayload';
  /** Text to show the user. */
  message: Scalars['String']['output'];
  /** The reviewed profile, with its new rating. */
  profile: Profile;
  /** The new review. */
  review: Review;
};

export type Subscription = {
  __typename?: 'Subscription';
  /** Each new message between the signed-in user and another user, in either direction. */
  messageAdded: Message;
  /** Each new notification of the signed-in user, with the unread count. */
  notificationAdded: NotificationEvent;
};


export type SubscriptionMessageAddedArgs = {
  withUserId: Scalars['ID']['input'];
};

/** Changes to the signed-in user's own profile; omitted fields stay as they are. */
export type UpdateProfileInput = {
  /** Street address. */
  address?: InputMaybe<Scalars['String']['input']>;
  /** House managers: age in years. */
  age?: InputMaybe<Scalars['Int']['input']>;
  /** House managers: availability. */
  availability?: InputMaybe<Scalars['String']['input']>;
  /** Introduction. */
  bio?: InputMaybe<Scalars['String']['input']>;
  /** House managers: certificates. */
  certificate?: InputMaybe<Scalars['String']['input']>;
  /** City. */
  city?: InputMaybe<Scalars['String']['input']>;
  /** Employers: intended contract duration. */
  contractDuration?: InputMaybe<Scalars['String']['input']>;
  /** Longer description. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** House managers: education. */
  education?: InputMaybe<Scalars['String']['input']>;
  /** House managers: years of experience. */
  experience?: InputMaybe<Scalars['Int']['input']>;
  /** Given name. */
  firstName?: InputMaybe<Scalars['String']['input']>;
  /** House managers: gender. */
  gender?: InputMaybe<Scalars['String']['input']>;
  /** Hobbies. */
  hobbies?: InputMaybe<Scalars['String']['input']>;
  /** Employers: kind of home. */
  houseType?: InputMaybe<Scalars['String']['input']>;
  /** House managers: languages. */
  language?: InputMaybe<Scalars['String']['input']>;
  /** Family name. */
  lastName?: InputMaybe<Scalars['String']['input']>;
  /** Town or area. */
  location?: InputMaybe<Scalars['String']['input']>;
  /** House managers: marital status. */
  maritalStatus?: InputMaybe<Scalars['String']['input']>;
  /** Employers: children. */
  numberChildren?: InputMaybe<Scalars['Int']['input']>;
  /** Employers: people in the household. */
  numberPeople?: InputMaybe<Scalars['Int']['input']>;
  /** Employers: rooms. */
  numberRooms?: InputMaybe<Scalars['Int']['input']>;
  /** House managers: expected salary. */
  salary?: InputMaybe<Scalars['Float']['input']>;
  /** House managers: skills. */
  skills?: InputMaybe<Scalars['String']['input']>;
  /** Tribe. */
  tribe?: InputMaybe<Scalars['String']['input']>;
};

/** A registered person. Private fields (email) are visible only to the user themselves. */
export type User = {
  __typename?: 'User';
  /** Email address; null unless the viewer is this user. */
  email: Maybe<Scalars['String']['output']>;
  /** Given name. */
  firstName: Scalars['String']['output'];
  /** The user id (messages are addressed to it). */
  id: Scalars['ID']['output'];
  /** Family name. */
  lastName: Scalars['String']['output'];
  /** The user's profile: a house manager profile, or an employer profile for employers and schools. */
  profile: Maybe<Profile>;
  /** The user's type. */
  userType: UserType;
  /** Unique public username. */
  username: Scalars['String']['output'];
};

/** Who a user is on MaidMatch. */
export type UserType =
  /** A household looking for help. */
  | 'employer'
  /** A house manager (domestic worker) looking for work. */
  | 'house_manager'
  /** Someone who runs MaidMatch (verifications, reports, the contact inbox); cannot be registered through the API. */
  | 'operator'
  /** A school hiring house managers; acts as an employer. */
  | 'school';

/** A verification document the signed-in house manager submitted. */
export type Verification = {
  __typename?: 'Verification';
  /** When an approved certificate stops counting. */
  expiresAt: Maybe<Scalars['Date']['output']>;
  /** The verification id. */
  id: Scalars['ID']['output'];
  /** Issue date of a Certificate of Good Conduct. */
  issuedOn: Maybe<Scalars['Date']['output']>;
  /** What the document proves. */
  kind: VerificationKind;
  /** Why it was rejected. */
  reason: Maybe<Scalars['String']['output']>;
  /** When an operator approved or rejected it. */
  reviewedAt: Maybe<Scalars['DateTime']['output']>;
  /** Where it stands. */
  status: VerificationStatus;
  /** When it was submitted. */
  submittedAt: Scalars['DateTime']['output'];
};

/** One approved check of a house manager, as shown on cards and the public page. */
export type VerificationBadge = {
  __typename?: 'VerificationBadge';
  /** When it stops counting (a certificate, 12 months after issue); null for an identity document. */
  expiresAt: Maybe<Scalars['Date']['output']>;
  /** What was checked. */
  kind: VerificationKind;
  /** When an operator approved it. */
  verifiedAt: Scalars['DateTime']['output'];
};

/** What a verification document proves. */
export type VerificationKind =
  /** A police Certificate of Good Conduct; counts for 12 months after its issue date. */
  | 'good_conduct'
  /** A national ID card or passport. */
  | 'id_document';

/** Where a verification document stands. */
export type VerificationStatus =
  /** Checked and approved by an operator. */
  | 'approved'
  /** Waiting for an operator. */
  | 'pending'
  /** Not approved; the reason says why. */
  | 'rejected';



export type ResolverTypeWrapper<T> = Promise<T> | T;


export type ResolverWithResolve<TResult, TParent, TContext, TArgs> = {
  resolve: ResolverFn<TResult, TParent, TContext, TArgs>;
};
export type Resolver<TResult, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = ResolverFn<TResult, TParent, TContext, TArgs> | ResolverWithResolve<TResult, TParent, TContext, TArgs>;

export type ResolverFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => Promise<TResult> | TResult;

export type SubscriptionSubscribeFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => AsyncIterable<TResult> | Promise<AsyncIterable<TResult>>;

export type SubscriptionResolveFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;

export interface SubscriptionSubscriberObject<TResult, TKey extends string, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<{ [key in TKey]: TResult }, TParent, TContext, TArgs>;
  resolve?: SubscriptionResolveFn<TResult, { [key in TKey]: TResult }, TContext, TArgs>;
}

export interface SubscriptionResolverObject<TResult, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<any, TParent, TContext, TArgs>;
  resolve: SubscriptionResolveFn<TResult, any, TContext, TArgs>;
}

export type SubscriptionObject<TResult, TKey extends string, TParent, TContext, TArgs> =
  | SubscriptionSubscriberObject<TResult, TKey, TParent, TContext, TArgs>
  | SubscriptionResolverObject<TResult, TParent, TContext, TArgs>;

export type SubscriptionResolver<TResult, TKey extends string, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> =
  | ((...args: any[]) => SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>)
  | SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>;

export type TypeResolveFn<TTypes, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (
  parent: TParent,
  context: TContext,
  info: GraphQLResolveInfo
) => Maybe<TTypes> | Promise<Maybe<TTypes>>;

export type IsTypeOfResolverFn<T = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (obj: T, context: TContext, info: GraphQLResolveInfo) => boolean | Promise<boolean>;

export type NextResolverFn<T> = () => Promise<T>;

export type DirectiveResolverFn<TResult = Record<PropertyKey, never>, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = (
  next: NextResolverFn<TResult>,
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;





/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = {
  ActionResult: ResolverTypeWrapper<ActionResult>;
  Album: ResolverTypeWrapper<AlbumModel>;
  AlbumImage: ResolverTypeWrapper<AlbumImageModel>;
  AuditEntry: ResolverTypeWrapper<AuditEntryModel>;
  AuthPayload: ResolverTypeWrapper<AuthPayloadModel>;
  BlockedUser: ResolverTypeWrapper<BlockedUserModel>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  ContactMessage: ResolverTypeWrapper<ContactMessageModel>;
  ContactMessageStatus: ContactMessageStatus;
  Contract: ResolverTypeWrapper<ContractModel>;
  ContractStatus: ContractStatus;
  ContractSummary: ResolverTypeWrapper<ContractModel>;
  CreateContractInput: CreateContractInput;
  CreateContractPayload: ResolverTypeWrapper<Omit<CreateContractPayload, 'contract'> & { contract: ResolversTypes['Contract'] }>;
  Date: ResolverTypeWrapper<Scalars['Date']['output']>;
  DateTime: ResolverTypeWrapper<Scalars['DateTime']['output']>;
  Employer: ResolverTypeWrapper<EmployerModel>;
  EmployerConnection: ResolverTypeWrapper<Omit<EmployerConnection, 'edges'> & { edges: Array<ResolversTypes['EmployerEdge']> }>;
  EmployerEdge: ResolverTypeWrapper<Omit<EmployerEdge, 'node'> & { node: ResolversTypes['Employer'] }>;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  HouseManager: ResolverTypeWrapper<HouseManagerModel>;
  HouseManagerConnection: ResolverTypeWrapper<Omit<HouseManagerConnection, 'edges'> & { edges: Array<ResolversTypes['HouseManagerEdge']> }>;
  HouseManagerEdge: ResolverTypeWrapper<Omit<HouseManagerEdge, 'node'> & { node: ResolversTypes['HouseManager'] }>;
  HouseManagerFilter: HouseManagerFilter;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  Message: ResolverTypeWrapper<MessageModel>;
  MessageConnection: ResolverTypeWrapper<Omit<MessageConnection, 'edges'> & { edges: Array<ResolversTypes['MessageEdge']> }>;
  MessageEdge: ResolverTypeWrapper<Omit<MessageEdge, 'node'> & { node: ResolversTypes['Message'] }>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Notification: ResolverTypeWrapper<NotificationModel>;
  NotificationConnection: ResolverTypeWrapper<Omit<NotificationConnection, 'edges'> & { edges: Array<ResolversTypes['NotificationEdge']> }>;
  NotificationEdge: ResolverTypeWrapper<Omit<NotificationEdge, 'node'> & { node: ResolversTypes['Notification'] }>;
  NotificationEvent: ResolverTypeWrapper<Omit<NotificationEvent, 'notification'> & { notification: ResolversTypes['Notification'] }>;
  NotificationType: NotificationType;
  OperatorReport: ResolverTypeWrapper<OperatorReportModel>;
  OperatorVerification: ResolverTypeWrapper<OperatorVerificationModel>;
  PageInfo: ResolverTypeWrapper<PageInfo>;
  PaymentDay: PaymentDay;
  Profile: ResolverTypeWrapper<ProfileModel>;
  ProfileRole: ProfileRole;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  RegisterInput: RegisterInput;
  RegisterPayload: ResolverTypeWrapper<Omit<RegisterPayload, 'user'> & { user: ResolversTypes['User'] }>;
  Report: ResolverTypeWrapper<ReportModel>;
  ReportAction: ReportAction;
  ReportInput: ReportInput;
  ReportReason: ReportReason;
  ReportStatus: ReportStatus;
  ReportTargetType: ReportTargetType;
  ReportedContent: ResolverTypeWrapper<ReportedContentModel>;
  Review: ResolverTypeWrapper<ReviewModel>;
  ReviewConnection: ResolverTypeWrapper<Omit<ReviewConnection, 'edges'> & { edges: Array<ResolversTypes['ReviewEdge']> }>;
  ReviewEdge: ResolverTypeWrapper<Omit<ReviewEdge, 'node'> & { node: ResolversTypes['Review'] }>;
  SearchResult: ResolverTypeWrapper<Omit<SearchResult, 'employers' | 'houseManagers'> & { employers: ResolversTypes['EmployerConnection'], houseManagers: ResolversTypes['HouseManagerConnection'] }>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  SubmitReviewPayload: ResolverTypeWrapper<Omit<SubmitReviewPayload, 'profile' | 'review'> & { profile: ResolversTypes['Profile'], review: ResolversTypes['Review'] }>;
  Subscription: ResolverTypeWrapper<Record<PropertyKey, never>>;
  UpdateProfileInput: UpdateProfileInput;
  Upload: ResolverTypeWrapper<Scalars['Upload']['output']>;
  User: ResolverTypeWrapper<UserModel>;
  UserType: UserType;
  Verification: ResolverTypeWrapper<VerificationModel>;
  VerificationBadge: ResolverTypeWrapper<VerificationBadgeModel>;
  VerificationKind: VerificationKind;
  VerificationStatus: VerificationStatus;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  ActionResult: ActionResult;
  Album: AlbumModel;
  AlbumImage: AlbumImageModel;
  AuditEntry: AuditEntryModel;
  AuthPayload: AuthPayloadModel;
  BlockedUser: BlockedUserModel;
  Boolean: Scalars['Boolean']['output'];
  ContactMessage: ContactMessageModel;
  Contract: ContractModel;
  ContractSummary: ContractModel;
  CreateContractInput: CreateContractInput;
  CreateContractPayload: Omit<CreateContractPayload, 'contract'> & { contract: ResolversParentTypes['Contract'] };
  Date: Scalars['Date']['output'];
  DateTime: Scalars['DateTime']['output'];
  Employer: EmployerModel;
  EmployerConnection: Omit<EmployerConnection, 'edges'> & { edges: Array<ResolversParentTypes['EmployerEdge']> };
  EmployerEdge: Omit<EmployerEdge, 'node'> & { node: ResolversParentTypes['Employer'] };
  Float: Scalars['Float']['output'];
  HouseManager: HouseManagerModel;
  HouseManagerConnection: Omit<HouseManagerConnection, 'edges'> & { edges: Array<ResolversParentTypes['HouseManagerEdge']> };
  HouseManagerEdge: Omit<HouseManagerEdge, 'node'> & { node: ResolversParentTypes['HouseManager'] };
  HouseManagerFilter: HouseManagerFilter;
  ID: Scalars['ID']['output'];
  Int: Scalars['Int']['output'];
  Message: MessageModel;
  MessageConnection: Omit<MessageConnection, 'edges'> & { edges: Array<ResolversParentTypes['MessageEdge']> };
  MessageEdge: Omit<MessageEdge, 'node'> & { node: ResolversParentTypes['Message'] };
  Mutation: Record<PropertyKey, never>;
  Notification: NotificationModel;
  NotificationConnection: Omit<NotificationConnection, 'edges'> & { edges: Array<ResolversParentTypes['NotificationEdge']> };
  NotificationEdge: Omit<NotificationEdge, 'node'> & { node: ResolversParentTypes['Notification'] };
  NotificationEvent: Omit<NotificationEvent, 'notification'> & { notification: ResolversParentTypes['Notification'] };
  OperatorReport: OperatorReportModel;
  OperatorVerification: OperatorVerificationModel;
  PageInfo: PageInfo;
  Profile: ProfileModel;
  Query: Record<PropertyKey, never>;
  RegisterInput: RegisterInput;
  RegisterPayload: Omit<RegisterPayload, 'user'> & { user: ResolversParentTypes['User'] };
  Report: ReportModel;
  ReportInput: ReportInput;
  ReportedContent: ReportedContentModel;
  Review: ReviewModel;
  ReviewConnection: Omit<ReviewConnection, 'edges'> & { edges: Array<ResolversParentTypes['ReviewEdge']> };
  ReviewEdge: Omit<ReviewEdge, 'node'> & { node: ResolversParentTypes['Review'] };
  SearchResult: Omit<SearchResult, 'employers' | 'houseManagers'> & { employers: ResolversParentTypes['EmployerConnection'], houseManagers: ResolversParentTypes['HouseManagerConnection'] };
  String: Scalars['String']['output'];
  SubmitReviewPayload: Omit<SubmitReviewPayload, 'profile' | 'review'> & { profile: ResolversParentTypes['Profile'], review: ResolversParentTypes['Review'] };
  Subscription: Record<PropertyKey, never>;
  UpdateProfileInput: UpdateProfileInput;
  Upload: Scalars['Upload']['output'];
  User: UserModel;
  Verification: VerificationModel;
  VerificationBadge: VerificationBadgeModel;
};

export type ActionResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ActionResult'] = ResolversParentTypes['ActionResult']> = {
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  success?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type AlbumResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Album'] = ResolversParentTypes['Album']> = {
  coverImage?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  images?: Resolver<Array<ResolversTypes['AlbumImage']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AlbumImageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AlbumImage'] = ResolversParentTypes['AlbumImage']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  imageUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  thumbUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type AuditEntryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AuditEntry'] = ResolversParentTypes['AuditEntry']> = {
  action?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  note?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  operator?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  operatorId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  targetId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  targetType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AuthPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AuthPayload'] = ResolversParentTypes['AuthPayload']> = {
  accessExpiry?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  accessToken?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  refreshToken?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  user?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
};

export type BlockedUserResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['BlockedUser'] = ResolversParentTypes['BlockedUser']> = {
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  userId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  username?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ContactMessageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ContactMessage'] = ResolversParentTypes['ContactMessage']> = {
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  handledAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['ContactMessageStatus'], ParentType, ContextType>;
};

export type ContractResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Contract'] = ResolversParentTypes['Contract']> = {
  contractDocument?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  daysPerMonth?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  documentMimeType?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  employer?: Resolver<ResolversTypes['Employer'], ParentType, ContextType>;
  employerName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  endDate?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  houseManager?: Resolver<ResolversTypes['HouseManager'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isRenewable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  paymentAmount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  paymentDay?: Resolver<ResolversTypes['PaymentDay'], ParentType, ContextType>;
  paymentMethod?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  paymentStatus?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  startDate?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['ContractStatus'], ParentType, ContextType>;
  terminationDate?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  terminationReason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  terms?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ContractSummaryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ContractSummary'] = ResolversParentTypes['ContractSummary']> = {
  employerName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  endDate?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['ContractStatus'], ParentType, ContextType>;
};

export type CreateContractPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CreateContractPayload'] = ResolversParentTypes['CreateContractPayload']> = {
  contract?: Resolver<ResolversTypes['Contract'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export interface DateScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['Date'], any> {
  name: 'Date';
}

export interface DateTimeScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['DateTime'], any> {
  name: 'DateTime';
}

export type EmployerResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Employer'] = ResolversParentTypes['Employer']> = {
  address?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  bio?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  city?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  contractDuration?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  firstName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  hobbies?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  houseType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  image?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  imageThumb?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  isSchool?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  lastName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  location?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  numberChildren?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  numberPeople?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  numberRooms?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  rating?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  reviewCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  reviews?: Resolver<ResolversTypes['ReviewConnection'], ParentType, ContextType, RequireFields<EmployerReviewsArgs, 'first'>>;
  role?: Resolver<ResolversTypes['ProfileRole'], ParentType, ContextType>;
  tribe?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  userId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type EmployerConnectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['EmployerConnection'] = ResolversParentTypes['EmployerConnection']> = {
  edges?: Resolver<Array<ResolversTypes['EmployerEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type EmployerEdgeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['EmployerEdge'] = ResolversParentTypes['EmployerEdge']> = {
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['Employer'], ParentType, ContextType>;
};

export type HouseManagerResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['HouseManager'] = ResolversParentTypes['HouseManager']> = {
  address?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  age?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  albums?: Resolver<Array<ResolversTypes['Album']>, ParentType, ContextType>;
  availability?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  bio?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  certificate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  city?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  contracts?: Resolver<Array<ResolversTypes['ContractSummary']>, ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  education?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  experience?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  firstName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  gender?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  hobbies?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  image?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  imageThumb?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  language?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lastName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  location?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  maritalStatus?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  rating?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  reviewCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  reviews?: Resolver<ResolversTypes['ReviewConnection'], ParentType, ContextType, RequireFields<HouseManagerReviewsArgs, 'first'>>;
  role?: Resolver<ResolversTypes['ProfileRole'], ParentType, ContextType>;
  salary?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  skills?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  tribe?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  userId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  verifications?: Resolver<Array<ResolversTypes['VerificationBadge']>, ParentType, ContextType>;
  verified?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type HouseManagerConnectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['HouseManagerConnection'] = ResolversParentTypes['HouseManagerConnection']> = {
  edges?: Resolver<Array<ResolversTypes['HouseManagerEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type HouseManagerEdgeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['HouseManagerEdge'] = ResolversParentTypes['HouseManagerEdge']> = {
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['HouseManager'], ParentType, ContextType>;
};

export type MessageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Message'] = ResolversParentTypes['Message']> = {
  content?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  recipientId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  senderId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  senderUsername?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type MessageConnectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MessageConnection'] = ResolversParentTypes['MessageConnection']> = {
  edges?: Resolver<Array<ResolversTypes['MessageEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type MessageEdgeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MessageEdge'] = ResolversParentTypes['MessageEdge']> = {
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['Message'], ParentType, ContextType>;
};

export type MutationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = {
  acceptContract?: Resolver<ResolversTypes['Contract'], ParentType, ContextType, RequireFields<MutationAcceptContractArgs, 'id'>>;
  addAlbumImage?: Resolver<ResolversTypes['Album'], ParentType, ContextType, RequireFields<MutationAddAlbumImageArgs, 'albumId' | 'file'>>;
  approveVerification?: Resolver<ResolversTypes['Verification'], ParentType, ContextType, RequireFields<MutationApproveVerificationArgs, 'id'>>;
  blockUser?: Resolver<ResolversTypes['BlockedUser'], ParentType, ContextType, RequireFields<MutationBlockUserArgs, 'userId'>>;
  contactMaidMatch?: Resolver<ResolversTypes['ActionResult'], ParentType, ContextType, RequireFields<MutationContactMaidMatchArgs, 'email' | 'message' | 'name'>>;
  contactProfile?: Resolver<ResolversTypes['Message'], ParentType, ContextType, RequireFields<MutationContactProfileArgs, 'content' | 'profileId' | 'role'>>;
  createAlbum?: Resolver<ResolversTypes['Album'], ParentType, ContextType, RequireFields<MutationCreateAlbumArgs, 'title'>>;
  createContract?: Resolver<ResolversTypes['CreateContractPayload'], ParentType, ContextType, RequireFields<MutationCreateContractArgs, 'input'>>;
  declineContract?: Resolver<ResolversTypes['Contract'], ParentType, ContextType, RequireFields<MutationDeclineContractArgs, 'id'>>;
  deleteAccount?: Resolver<ResolversTypes['ActionResult'], ParentType, ContextType, RequireFields<MutationDeleteAccountArgs, 'password'>>;
  deleteAlbum?: Resolver<ResolversTypes['ActionResult'], ParentType, ContextType, RequireFields<MutationDeleteAlbumArgs, 'albumId'>>;
  deleteAlbumImage?: Resolver<ResolversTypes['Album'], ParentType, ContextType, RequireFields<MutationDeleteAlbumImageArgs, 'imageId'>>;
  handleContactMessage?: Resolver<ResolversTypes['ContactMessage'], ParentType, ContextType, RequireFields<MutationHandleContactMessageArgs, 'id'>>;
  login?: Resolver<ResolversTypes['AuthPayload'], ParentType, ContextType, RequireFields<MutationLoginArgs, 'email' | 'password'>>;
  logout?: Resolver<ResolversTypes['ActionResult'], ParentType, ContextType, RequireFields<MutationLogoutArgs, 'refreshToken'>>;
  markNotificationRead?: Resolver<ResolversTypes['Notification'], ParentType, ContextType, RequireFields<MutationMarkNotificationReadArgs, 'id'>>;
  refreshToken?: Resolver<ResolversTypes['AuthPayload'], ParentType, ContextType, RequireFields<MutationRefreshTokenArgs, 'refreshToken'>>;
  register?: Resolver<ResolversTypes['RegisterPayload'], ParentType, ContextType, RequireFields<MutationRegisterArgs, 'input'>>;
  rejectVerification?: Resolver<ResolversTypes['Verification'], ParentType, ContextType, RequireFields<MutationRejectVerificationArgs, 'id' | 'reason'>>;
  reportContent?: Resolver<ResolversTypes['Report'], ParentType, ContextType, RequireFields<MutationReportContentArgs, 'input'>>;
  resolveReport?: Resolver<ResolversTypes['OperatorReport'], ParentType, ContextType, RequireFields<MutationResolveReportArgs, 'action' | 'id'>>;
  sendMessage?: Resolver<ResolversTypes['Message'], ParentType, ContextType, RequireFields<MutationSendMessageArgs, 'content' | 'recipientId'>>;
  submitReview?: Resolver<ResolversTypes['SubmitReviewPayload'], ParentType, ContextType, RequireFields<MutationSubmitReviewArgs, 'comment' | 'profileId' | 'rating' | 'role'>>;
  submitVerification?: Resolver<ResolversTypes['Verification'], ParentType, ContextType, RequireFields<MutationSubmitVerificationArgs, 'document' | 'kind'>>;
  unblockUser?: Resolver<ResolversTypes['ActionResult'], ParentType, ContextType, RequireFields<MutationUnblockUserArgs, 'userId'>>;
  updateProfile?: Resolver<ResolversTypes['Profile'], ParentType, ContextType, RequireFields<MutationUpdateProfileArgs, 'input'>>;
  uploadProfilePhoto?: Resolver<ResolversTypes['Profile'], ParentType, ContextType, RequireFields<MutationUploadProfilePhotoArgs, 'file'>>;
};

export type NotificationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Notification'] = ResolversParentTypes['Notification']> = {
  contractId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isRead?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  senderId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  senderName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  senderRole?: Resolver<Maybe<ResolversTypes['ProfileRole']>, ParentType, ContextType>;
  type?: Resolver<ResolversTypes['NotificationType'], ParentType, ContextType>;
};

export type NotificationConnectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['NotificationConnection'] = ResolversParentTypes['NotificationConnection']> = {
  edges?: Resolver<Array<ResolversTypes['NotificationEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  unreadCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type NotificationEdgeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['NotificationEdge'] = ResolversParentTypes['NotificationEdge']> = {
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['Notification'], ParentType, ContextType>;
};

export type NotificationEventResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['NotificationEvent'] = ResolversParentTypes['NotificationEvent']> = {
  notification?: Resolver<ResolversTypes['Notification'], ParentType, ContextType>;
  unreadCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type OperatorReportResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OperatorReport'] = ResolversParentTypes['OperatorReport']> = {
  action?: Resolver<Maybe<ResolversTypes['ReportAction']>, ParentType, ContextType>;
  content?: Resolver<ResolversTypes['ReportedContent'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  details?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  note?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  reason?: Resolver<ResolversTypes['ReportReason'], ParentType, ContextType>;
  reporterId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  resolvedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['ReportStatus'], ParentType, ContextType>;
  targetId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  targetSuspended?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  targetType?: Resolver<ResolversTypes['ReportTargetType'], ParentType, ContextType>;
  targetUserId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type OperatorVerificationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OperatorVerification'] = ResolversParentTypes['OperatorVerification']> = {
  documentMimeType?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  documentPath?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  houseManagerId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  issuedOn?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['VerificationKind'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  reason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  reviewedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['VerificationStatus'], ParentType, ContextType>;
  submittedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  userId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type PageInfoResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PageInfo'] = ResolversParentTypes['PageInfo']> = {
  endCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hasNextPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  hasPreviousPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  startCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type ProfileResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Profile'] = ResolversParentTypes['Profile']> = {
  __resolveType: TypeResolveFn<'Employer' | 'HouseManager', ParentType, ContextType>;
};

export type QueryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  album?: Resolver<Maybe<ResolversTypes['Album']>, ParentType, ContextType, RequireFields<QueryAlbumArgs, 'id'>>;
  auditLog?: Resolver<Array<ResolversTypes['AuditEntry']>, ParentType, ContextType>;
  blockedUsers?: Resolver<Array<ResolversTypes['BlockedUser']>, ParentType, ContextType>;
  contract?: Resolver<Maybe<ResolversTypes['Contract']>, ParentType, ContextType, RequireFields<QueryContractArgs, 'id'>>;
  conversation?: Resolver<ResolversTypes['MessageConnection'], ParentType, ContextType, RequireFields<QueryConversationArgs, 'first' | 'withUserId'>>;
  employer?: Resolver<Maybe<ResolversTypes['Employer']>, ParentType, ContextType, RequireFields<QueryEmployerArgs, 'id'>>;
  houseManager?: Resolver<Maybe<ResolversTypes['HouseManager']>, ParentType, ContextType, RequireFields<QueryHouseManagerArgs, 'id'>>;
  houseManagers?: Resolver<ResolversTypes['HouseManagerConnection'], ParentType, ContextType, RequireFields<QueryHouseManagersArgs, 'first'>>;
  inbox?: Resolver<ResolversTypes['MessageConnection'], ParentType, ContextType, RequireFields<QueryInboxArgs, 'first'>>;
  me?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
  myVerifications?: Resolver<Array<ResolversTypes['Verification']>, ParentType, ContextType>;
  notifications?: Resolver<ResolversTypes['NotificationConnection'], ParentType, ContextType, RequireFields<QueryNotificationsArgs, 'first' | 'unreadOnly'>>;
  operatorContactMessages?: Resolver<Array<ResolversTypes['ContactMessage']>, ParentType, ContextType, Partial<QueryOperatorContactMessagesArgs>>;
  operatorReports?: Resolver<Array<ResolversTypes['OperatorReport']>, ParentType, ContextType, Partial<QueryOperatorReportsArgs>>;
  operatorVerifications?: Resolver<Array<ResolversTypes['OperatorVerification']>, ParentType, ContextType, Partial<QueryOperatorVerificationsArgs>>;
  reviews?: Resolver<ResolversTypes['ReviewConnection'], ParentType, ContextType, RequireFields<QueryReviewsArgs, 'first' | 'profileId' | 'role'>>;
  search?: Resolver<ResolversTypes['SearchResult'], ParentType, ContextType, RequireFields<QuerySearchArgs, 'first' | 'query'>>;
  unreadNotificationCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type RegisterPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RegisterPayload'] = ResolversParentTypes['RegisterPayload']> = {
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  user?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
};

export type ReportResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Report'] = ResolversParentTypes['Report']> = {
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  details?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  reason?: Resolver<ResolversTypes['ReportReason'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['ReportStatus'], ParentType, ContextType>;
  targetId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  targetType?: Resolver<ResolversTypes['ReportTargetType'], ParentType, ContextType>;
};

export type ReportedContentResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ReportedContent'] = ResolversParentTypes['ReportedContent']> = {
  createdAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  hidden?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  profileId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  profileRole?: Resolver<Maybe<ResolversTypes['ProfileRole']>, ParentType, ContextType>;
  rating?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  text?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type ReviewResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Review'] = ResolversParentTypes['Review']> = {
  comment?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  rating?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  reviewerId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  reviewerRole?: Resolver<ResolversTypes['ProfileRole'], ParentType, ContextType>;
  reviewerUsername?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ReviewConnectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ReviewConnection'] = ResolversParentTypes['ReviewConnection']> = {
  edges?: Resolver<Array<ResolversTypes['ReviewEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ReviewEdgeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ReviewEdge'] = ResolversParentTypes['ReviewEdge']> = {
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['Review'], ParentType, ContextType>;
};

export type SearchResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SearchResult'] = ResolversParentTypes['SearchResult']> = {
  employers?: Resolver<ResolversTypes['EmployerConnection'], ParentType, ContextType>;
  houseManagers?: Resolver<ResolversTypes['HouseManagerConnection'], ParentType, ContextType>;
};

export type SubmitReviewPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SubmitReviewPayload'] = ResolversParentTypes['SubmitReviewPayload']> = {
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  profile?: Resolver<ResolversTypes['Profile'], ParentType, ContextType>;
  review?: Resolver<ResolversTypes['Review'], ParentType, ContextType>;
};

export type SubscriptionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Subscription'] = ResolversParentTypes['Subscription']> = {
  messageAdded?: SubscriptionResolver<ResolversTypes['Message'], "messageAdded", ParentType, ContextType, RequireFields<SubscriptionMessageAddedArgs, 'withUserId'>>;
  notificationAdded?: SubscriptionResolver<ResolversTypes['NotificationEvent'], "notificationAdded", ParentType, ContextType>;
};

export interface UploadScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['Upload'], any> {
  name: 'Upload';
}

export type UserResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['User'] = ResolversParentTypes['User']> = {
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  firstName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  profile?: Resolver<Maybe<ResolversTypes['Profile']>, ParentType, ContextType>;
  userType?: Resolver<ResolversTypes['UserType'], ParentType, ContextType>;
  username?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type VerificationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Verification'] = ResolversParentTypes['Verification']> = {
  expiresAt?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  issuedOn?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['VerificationKind'], ParentType, ContextType>;
  reason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  reviewedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['VerificationStatus'], ParentType, ContextType>;
  submittedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type VerificationBadgeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['VerificationBadge'] = ResolversParentTypes['VerificationBadge']> = {
  expiresAt?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['VerificationKind'], ParentType, ContextType>;
  verifiedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type Resolvers<ContextType = GraphQLContext> = {
  ActionResult?: ActionResultResolvers<ContextType>;
  Album?: AlbumResolvers<ContextType>;
  AlbumImage?: AlbumImageResolvers<ContextType>;
  AuditEntry?: AuditEntryResolvers<ContextType>;
  AuthPayload?: AuthPayloadResolvers<ContextType>;
  BlockedUser?: BlockedUserResolvers<ContextType>;
  ContactMessage?: ContactMessageResolvers<ContextType>;
  Contract?: ContractResolvers<ContextType>;
  ContractSummary?: ContractSummaryResolvers<ContextType>;
  CreateContractPayload?: CreateContractPayloadResolvers<ContextType>;
  Date?: GraphQLScalarType;
  DateTime?: GraphQLScalarType;
  Employer?: EmployerResolvers<ContextType>;
  EmployerConnection?: EmployerConnectionResolvers<ContextType>;
  EmployerEdge?: EmployerEdgeResolvers<ContextType>;
  HouseManager?: HouseManagerResolvers<ContextType>;
  HouseManagerConnection?: HouseManagerConnectionResolvers<ContextType>;
  HouseManagerEdge?: HouseManagerEdgeResolvers<ContextType>;
  Message?: MessageResolvers<ContextType>;
  MessageConnection?: MessageConnectionResolvers<ContextType>;
  MessageEdge?: MessageEdgeResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  Notification?: NotificationResolvers<ContextType>;
  NotificationConnection?: NotificationConnectionResolvers<ContextType>;
  NotificationEdge?: NotificationEdgeResolvers<ContextType>;
  NotificationEvent?: NotificationEventResolvers<ContextType>;
  OperatorReport?: OperatorReportResolvers<ContextType>;
  OperatorVerification?: OperatorVerificationResolvers<ContextType>;
  PageInfo?: PageInfoResolvers<ContextType>;
  Profile?: ProfileResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  RegisterPayload?: RegisterPayloadResolvers<ContextType>;
  Report?: ReportResolvers<ContextType>;
  ReportedContent?: ReportedContentResolvers<ContextType>;
  Review?: ReviewResolvers<ContextType>;
  ReviewConnection?: ReviewConnectionResolvers<ContextType>;
  ReviewEdge?: ReviewEdgeResolvers<ContextType>;
  SearchResult?: SearchResultResolvers<ContextType>;
  SubmitReviewPayload?: SubmitReviewPayloadResolvers<ContextType>;
  Subscription?: SubscriptionResolvers<ContextType>;
  Upload?: GraphQLScalarType;
  User?: UserResolvers<ContextType>;
  Verification?: VerificationResolvers<ContextType>;
  VerificationBadge?: VerificationBadgeResolvers<ContextType>;
};

