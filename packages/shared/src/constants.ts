/** Product-wide constants. The quoted words of the spec live here so UI and server say the same thing. */

export const PRODUCT_NAME = 'HomeBid';

export const USER_TYPES = ['home_owner', 'contractor', 'supplier'] as const;
export type UserType = (typeof USER_TYPES)[number];
export const USER_TYPE_LABELS: Record<UserType, string> = {
  home_owner: 'Homeowner',
  contractor: 'Contractor/Sub-Contractor',
  supplier: 'Supplier',
};

export const INDUSTRIES = [
  'Architecture', 'Carpenter', 'Cement Work/Services', 'Cleaning/Restoration', 'Construction', 'Electrical',
  'Engineering', 'Fencing', 'Flooring', 'Framing', 'General Contractor', 'HVAC', 'Insurance', 'Interior Design',
  'Landscape/Hardscape', 'Lending', 'Painting', 'Paving/Concrete', 'Pest Control', 'Plumbing', 'Pools',
  'Power Washing', 'Real Estate', 'Roofing', 'Rooting', 'Tree Removal', 'Windows',
] as const;
export type Industry = (typeof INDUSTRIES)[number];

/** The 50 states (no District of Columbia), as the spec lists them. */
export const US_STATES = [
  ['AL', 'Alabama'], ['AK', 'Alaska'], ['AZ', 'Arizona'], ['AR', 'Arkansas'], ['CA', 'California'],
  ['CO', 'Colorado'], ['CT', 'Connecticut'], ['DE', 'Delaware'], ['FL', 'Florida'], ['GA', 'Georgia'],
  ['HI', 'Hawaii'], ['ID', 'Idaho'], ['IL', 'Illinois'], ['IN', 'Indiana'], ['IA', 'Iowa'],
  ['KS', 'Kansas'], ['KY', 'Kentucky'], ['LA', 'Louisiana'], ['ME', 'Maine'], ['MD', 'Maryland'],
  ['MA', 'Massachusetts'], ['MI', 'Michigan'], ['MN', 'Minnesota'], ['MS', 'Mississippi'], ['MO', 'Missouri'],
  ['MT', 'Montana'], ['NE', 'Nebraska'], ['NV', 'Nevada'], ['NH', 'New Hampshire'], ['NJ', 'New Jersey'],
  ['NM', 'New Mexico'], ['NY', 'New York'], ['NC', 'North Carolina'], ['ND', 'North Dakota'], ['OH', 'Ohio'],
  ['OK', 'Oklahoma'], ['OR', 'Oregon'], ['PA', 'Pennsylvania'], ['RI', 'Rhode Island'], ['SC', 'South Carolina'],
  ['SD', 'South Dakota'], ['TN', 'Tennessee'], ['TX', 'Texas'], ['UT', 'Utah'], ['VT', 'Vermont'],
  ['VA', 'Virginia'], ['WA', 'Washington'], ['WV', 'West Virginia'], ['WI', 'Wisconsin'], ['WY', 'Wyoming'],
].map(([code, name]) => ({ code, name }));
export const US_STATE_NAMES = US_STATES.map((s) => s.name);

export const LIMITS = {
  profileImageBytes: 2 * 1024 * 1024,
  certificateImageBytes: 5 * 1024 * 1024,
  uploadFileNameLength: 60,
  otpLength: 6,
  otpPerPhonePerHour: 5,
  otpResendSeconds: 30,
  otpExpiresMinutes: 10,
  otpMaxWrongTries: 5,
  maxPostImages: 5,
  passwordMin: 8,
  passwordMax: 128,
  nameMax: 100,
  textMax: 200,
} as const;

/** Numbers made of these runs are refused as phone numbers (spec part 1, section 5). */
export const BANNED_PHONE_PATTERNS = ['12345', '99999', '11111', '00000', '22222', '77777', '55555', '10000'];

/** Messages of the spec's error catalogue and validation rules, word for word. */
export const MSG = {
  // accounts
  networkErrorTitle: 'Error!',
  networkError: 'Network Error, please check your network!',
  emailNotRegistered: 'Email address is not registered.',
  resetSent: 'Verification email sent.',
  loginToContinue: 'Please login to continue.',
  genericSaveFailure: 'Error! Error occurred please try again later.',
  profileLoadError: 'Oops something went wrong',
  // phone
  invalidPhoneTitle: 'Invalid phone number',
  invalidPhone: 'Please enter a valid phone number',
  invalidPhoneAuthTitle: 'Invalid Phone Number',
  invalidPhoneAuth: 'Please enter a valid phone number after refreshing the page.',
  otpDigits: 'Please fill the correct 6 digit OTP to continue',
  otpTooMany: 'Error occurred: You have raised too many requests kindly come again later.',
  otpOther: 'Error occurred: Check console to see more details.',
  otpExpired: 'INVALID OTP: The code has expired. Please try again.',
  otpWrong: 'INVALID OTP: The OTP entered is incorrect.',
  phoneInUse: 'INVALID OTP: The phone number is already in use.',
  otpArgument: 'INVALID CREDENTIALS: Please sign in/sign up for verification.',
  noCurrentUser: 'INVALID CREDENTIALS - Please sign in/sign up for verification',
  otpSent: 'OTP Sent',
  // profile
  nameRequired: 'Please Confirm Your Name!',
  addressRequired: 'Please Input Your Address!',
  cityRequired: 'Please Input Your City!',
  cityLetters: 'Valid characters include A-Z, a-z',
  stateRequired: 'Please Select Your State!',
  zipRequired: 'Please input your Zip Code!',
  businessOneValue: 'Please fill at least one value.',
  industryRequired: 'Please select your industry!',
  photoRequired: 'Please Upload a Profile Picture',
  certificateRequired: 'Please Add Certificate',
  certificateTitleRequired: 'Please Enter a Title!',
  certificateFileRequired: 'Please Upload a File!',
  imageTooLarge: 'Image must smaller than 2MB!',
  imageJpgPng: 'You can only upload JPG/PNG file!',
  uploadFailed: 'Upload Failed!',
  detailsSaved: 'Details saved successfully.',
  businessSaved: 'Business details saved successfully.',
  industrySaved: 'Industry saved successfully.',
  imageDeleted: 'Your Image has been deleted',
  uploading: 'Uploading...',
  deleteConfirm: 'Are you sure you want to delete this?',
  // chat
  chatError: 'error in chat',
} as const;

/** Fallback texts of the profile view modal. */
export const FALLBACK = {
  city: 'Some City',
  state: 'Some State',
  zip: 'No Zip Code Available',
  certificates: 'No Certications',
  feedback: 'No Feedback',
  business: 'No Business Name, Address or Website Provided',
} as const;
