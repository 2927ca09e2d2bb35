/**
 * The Privacy Policy and Terms of Service shown on /privacy and /terms. DESIGN.md: the pages show
 * the documents' real revision date, not today's date. When a text changes in substance, update
 * `revisionDate` too.
 */

export interface LegalSection {
  heading: string;
  paragraphs: readonly string[];
}

export interface LegalDocument {
  title: string;
  /** ISO date (YYYY-MM-DD) of the last change in substance. */
  revisionDate: string;
  summary: string;
  sections: readonly LegalSection[];
}

const REVISION_DATE = '2026-11-27';
const PRIVACY_EMAIL = 'privacy@sproutplate.app';
const SUPPORT_EMAIL = 'support@sproutplate.app';

export const PRIVACY_POLICY: LegalDocument = {
  title: 'Privacy Policy',
  revisionDate: REVISION_DATE,
  summary:
    'We keep as little about you as we can. Your account, saved recipes and community activity are ' +
    "stored on our server; so are your children's names, birth dates and the foods they tried when you " +
    'add them signed in, and those are shown to nobody but you. Your meal plans, shopping list and ' +
    'course progress stay on your device. From your Account page you can download everything our ' +
    'server holds about you, or delete it. We use one session cookie, no tracking or advertising ' +
    'cookies, and we never sell your data.',
  sections: [
    {
      heading: 'Who we are and what this policy covers',
      paragraphs: [
        'SproutPlate ("we", "us") is a web app that helps parents and caregivers feed children from ' +
          'birth to 5 years, with recipes, guides, a meal planner, a sugar awareness board, an AI ' +
          'assistant and a community. This policy explains what information we keep, where it is ' +
          'kept, why, for how long, and the choices you have.',
        'It applies to the SproutPlate web app, including when it is installed on your phone or ' +
          'computer and used offline. It does not cover other websites you reach through links in the ' +
          'app, which have their own policies.',
      ],
    },
    {
      heading: 'Information stored on our server',
      paragraphs: [
        'Your account: your username, your password in hashed form (we never store or see the ' +
          'password itself), and, if you choose to give them, your email address and name. We also ' +
          'record when the account was created and whether it has administrator rights. If we give you ' +
          'a link to choose a new password, we keep a hashed form of it until it is used, for an hour at most.',
        'What you do in the app: the recipes you save; your community posts and comments, the images ' +
          'and videos you upload with them, and your likes, bookmarks and follows. Pictures are drawn ' +
          'again on our server and only the picture is kept: the hidden details phones add, such as ' +
          'where and when a photo was taken and the camera used, are removed. In MP4 videos the ' +
          'location, the recording time and other descriptive details are blanked out; WebM videos ' +
          'are kept as uploaded. If ' +
          'you sign up for the newsletter, we keep the email address you entered.',
        'Your children, when you add them while signed in: the first name or nickname you give each ' +
          'child, their birth date, whether they have severe eczema or a known food allergy, and for ' +
          'each food they try the date, how it went, any reaction and your note, plus the date a doctor ' +
          "said a paused allergen may be offered again. We keep these only to show you your child's " +
          'age, progress and allergen steps, on this device and on your other devices when you sign in ' +
          'there. They are never shown to anyone else: not to other members, not in the community, and ' +
          'not on any administrator screen.',
        'Records that keep the service working and safe: session records (a hashed form of your ' +
          'session token, when the session started, when it was last used and when it expires); ' +
          'rate-limit counters, keyed by network (IP) address or username, which limit repeated sign-in, ' +
          'registration, posting and AI requests; a short-lived record of the first answer to each ' +
          'change sent from your device, so that a change sent twice after a lost connection is only ' +
          'applied once; and an audit log of actions taken by administrators, such as removing content.',
      ],
    },
    {
      heading: 'Information stored only on your device',
      paragraphs: [
        "Some information never leaves your device. It is kept in your browser's storage for this " +
          'site: your meal plans, the check marks on your shopping list, your course progress, your ' +
          'theme (light, dark or system), a copy of the recipe catalog and tips so the app works ' +
          'offline, the last community pages you viewed, a copy of your signed-in profile, a copy of ' +
          'your children and the foods they tried, and any changes (such as likes, comments, new posts ' +
          'or foods logged) waiting to be sent when you are back online.',
        'Children you add while signed out are kept only on this device. When you sign in, they are ' +
          "added to your account. Signing out removes your account's children from the device; they " +
          'stay on our server for when you sign in again.',
        "We cannot see or recover this information. Clearing this site's data in your browser settings, " +
          'or uninstalling the app, deletes it. Changes waiting to be sent are lost if you clear the ' +
          'data before you reconnect.',
      ],
    },
    {
      heading: 'Cookies',
      paragraphs: [
        'We use one cookie: a session cookie that keeps you signed in. It is marked HttpOnly, so scripts ' +
          'in the page cannot read it, and SameSite, so other sites cannot use it; over a secure ' +
          'connection it is only sent over HTTPS. It ends when you sign out, after 30 days without use, ' +
          'or after 90 days at most.',
        'We do not use tracking, analytics or advertising cookies, and the app loads no third-party ' +
          "scripts. The app also keeps files in your browser's cache so that it can start and work " +
          'offline; these contain the app itself and public content, not information about you.',
      ],
    },
    {
      heading: 'How we use your information',
      paragraphs: [
        'We use your information only to run SproutPlate: to create and secure your account and keep ' +
          "you signed in, to save your recipes, to show you your children's age, foods tried and " +
          'allergen steps, to show your community posts and activity to other members, to send the ' +
          'newsletter you asked for, to answer your questions to the AI assistant, to prevent abuse and ' +
          'keep the service secure, and to find and fix problems.',
        'We do not sell or rent your information, we do not show advertising, and we do not build ' +
          'profiles of you for marketing.',
      ],
    },
    {
      heading: 'The AI assistant',
      paragraphs: [
        'When you use the chat, the recipe wizard or the "Ask AI About Sugar" box, your messages and ' +
          'form answers are sent to our server. Depending on how this installation of SproutPlate is ' +
          'set up, they are then either sent to the AI provider we have configured, which processes ' +
          "them under its own terms and privacy policy, or answered by SproutPlate's built-in library " +
          'assistant on our own server, in which case they are not sent to anyone else.',
        'Please do not include personal details (such as full names, addresses or contact details) or ' +
          'medical details about you or your child in your questions. The assistant gives general ' +
          'information, not medical advice. Chat conversations are not saved to your account.',
      ],
    },
    {
      heading: 'Community content and moderation',
      paragraphs: [
        'The community is visible to all signed-in members. Your posts, comments, uploaded images and ' +
          'videos are shown with your username and your name (if you gave one). Your likes are counted ' +
          'in the totals other members see; your bookmarks and saved recipes are private to you.',
        'Everything posted must follow the community rules in our Terms of Service. Administrators can ' +
          'review and remove posts, comments and media that break the rules. Those actions are recorded ' +
          'in the audit log.',
      ],
    },
    {
      heading: "Children's information",
      paragraphs: [
        'SproutPlate is for adults who care for young children. It is not meant for children, and we do ' +
          'not allow accounts for anyone under 18. If we learn that an account belongs to someone under ' +
          '18, we will delete it.',
        'Please do not post information that could identify a child, such as their full name, school or ' +
          'nursery, address, location, or photos and videos where they can be recognized. Ask us at ' +
          `${PRIVACY_EMAIL} and we will remove content about your child that someone else has posted.`,
        'The children you add to track the foods they try are different: only you see them. A first ' +
          'name or a nickname and a birth date are all we ask for; use a nickname if you prefer. We use ' +
          "them to work out your child's age each day and to show you their progress, never for " +
          'anything else, and you can remove a child, or all of them with your account, at any time.',
      ],
    },
    {
      heading: 'Who we share information with',
      paragraphs: [
        'We use a small number of service providers to run SproutPlate: the hosting provider whose ' +
          'servers store the database, and, when it is configured, the AI provider that answers ' +
          'assistant questions. They may only use the information to provide their service to us.',
        'We may disclose information if the law requires it, or when it is necessary to protect the ' +
          'safety of a person or to stop fraud or abuse of the service. If SproutPlate is ever ' +
          'transferred to a new owner, this policy will continue to apply to the information we hold.',
      ],
    },
    {
      heading: 'How long we keep information',
      paragraphs: [
        'Account information, saved recipes, community content, and your children with the foods ' +
          'they tried are kept until you delete them or delete your account. Sessions end after 30 days ' +
          'without use or 90 days at most, and expired session records are removed. A password reset ' +
          'link is kept until it is used, for an hour at most. Rate-limit counters only last for their ' +
          'short time window. Records of changes sent from your device are kept only as long as needed ' +
          'to stop them being applied twice, a week at most.',
        'Newsletter addresses are kept until you ask us to remove them. The audit log of ' +
          'administrator actions is kept for as long as it is needed for security and accountability, ' +
          'and then deleted.',
      ],
    },
    {
      heading: 'Security',
      paragraphs: [
        'Passwords are stored only as strong one-way hashes (scrypt). Session tokens are random and ' +
          'stored only in hashed form, and they change every time you sign in. Requests that change ' +
          'data are checked to come from the app itself, and the app sends strict security headers. ' +
          'Uploads are only accepted as image or video files within size limits.',
        'No system is perfectly secure. Use a password you do not use anywhere else, and sign out on ' +
          'shared devices. If we ever learn of a breach that affects your information, we will tell ' +
          'you and, where required, the relevant authorities.',
      ],
    },
    {
      heading: 'Your choices and rights',
      paragraphs: [
        'You can remove your likes, bookmarks, follows, saved recipes, children and the foods you ' +
          'logged at any time, and delete your own posts and comments. On your Account page you can ' +
          'change your email address, name and password, and download a copy of everything our server ' +
          'holds about you as a JSON file: your account, saved recipes, posts, comments, likes, ' +
          'bookmarks, follows, uploaded media (what each file is, not the file itself), newsletter ' +
          'subscription, sessions, and your children with the foods they tried. Depending on where you ' +
          'live, you may also have the right to restrict or object to how we use your information, and ' +
          'to complain to your data protection authority.',
        'You can delete your account on your Account page: it asks for your password and for you to ' +
          'type DELETE. It removes at once, for good: your account, email and name; your saved ' +
          'recipes; your community posts and comments, removed entirely rather than anonymised, ' +
          'together with the pictures and videos you uploaded and the replies other members wrote under ' +
          'your posts, because a post about a child still shows the child without a name on it; your ' +
          'likes, bookmarks and follows, with the counts other members see corrected; your children and ' +
          'every food logged for them; your sessions on every device; any password reset link; and the ' +
          "newsletter subscription that uses your account's email address. If you were an " +
          'administrator, the audit log keeps the actions you took under your username, and pictures ' +
          'you added to recipes stay with the recipes. Where this installation keeps backups of its ' +
          'database, a deleted account disappears from them as old backups are replaced.',
        'Deleting your account also removes it from the device you use to delete it, as signing out ' +
          "does. Information stored only on a device is deleted by clearing this site's data there. " +
          'If you forget your password, contact us: we can give you a link, valid once and for an hour, ' +
          `to choose a new one. For any other privacy request, email ${PRIVACY_EMAIL} from the email ` +
          'address on your account, or tell us your username.',
      ],
    },
    {
      heading: 'Changes to this policy and contact',
      paragraphs: [
        'If we change this policy, we will update the revision date at the top. If a change affects ' +
          'how we use information you have already given us, we will tell you in the app before it ' +
          'takes effect.',
        `Questions about privacy? Contact us at ${PRIVACY_EMAIL}.`,
      ],
    },
  ],
};

export const TERMS_OF_SERVICE: LegalDocument = {
  title: 'Terms of Service',
  revisionDate: REVISION_DATE,
  summary:
    'SproutPlate is a free information and community service for adults who feed young children. It ' +
    "is not medical advice. Be kind in the community, keep children's details private, and use the " +
    'AI assistant as a helper, not a doctor.',
  sections: [
    {
      heading: 'Accepting these terms',
      paragraphs: [
        'These terms are an agreement between you and SproutPlate ("we", "us") about your use of the ' +
          'SproutPlate web app. By creating an account or using the app, you agree to them and to our ' +
          'Privacy Policy. If you do not agree, please do not use SproutPlate.',
      ],
    },
    {
      heading: 'Who can use SproutPlate',
      paragraphs: [
        'SproutPlate is for adults. You must be at least 18 years old to create an account. Anyone can ' +
          'browse recipes, guides and the sugar board without an account; saving recipes, the meal ' +
          'planner, the AI assistant chat and the community need an account.',
      ],
    },
    {
      heading: 'Not medical advice',
      paragraphs: [
        'Everything in SproutPlate, including recipes, guides, courses, expert tips, the sugar board, ' +
          'community posts and AI answers, is general information. It is not medical, dietetic or ' +
          'nutritional advice for your child, and it does not replace a doctor, pediatrician, dietitian, ' +
          'health visitor or other health professional who knows your child.',
        "Always check with a health professional before changing your child's diet because of an " +
          'allergy, a medical condition, prematurity or concerns about growth. Check every recipe ' +
          "against your child's age, allergies and eating skills before serving it.",
        'In an emergency, such as choking, difficulty breathing or signs of a severe allergic reaction, ' +
          'call your local emergency number immediately. Do not use SproutPlate to get help in an ' +
          'emergency.',
      ],
    },
    {
      heading: 'Your account',
      paragraphs: [
        'Give accurate information when you register and keep your password to yourself. You are ' +
          'responsible for what happens under your account. Use a password you do not use elsewhere, ' +
          'sign out on shared devices, and tell us at once at ' +
          `${SUPPORT_EMAIL} if you think someone else has used your account.`,
        'One person, one account. Do not create accounts for other people, share an account or ' +
          'pretend to be someone else.',
      ],
    },
    {
      heading: 'Community rules',
      paragraphs: [
        'The community is for sharing experiences, tips, questions and recommendations about feeding ' +
          'young children. Be respectful and kind, even when you disagree. Share what worked for you ' +
          "without presenting it as medical advice, and do not shame other parents' choices.",
        'Do not post anything that could identify a child: no full names, schools or nurseries, ' +
          'addresses, locations, or photos and videos where a child can be recognized. Do not post ' +
          'anything harassing, hateful, sexual, violent, misleading about health, or unlawful, and no ' +
          'advertising, spam or links to sell products.',
        'All content is moderated. Administrators may remove any post, comment, image or video that ' +
          'breaks these rules or that they reasonably believe puts a child or anyone else at risk, ' +
          'without notice.',
      ],
    },
    {
      heading: 'Your content and the licence you give us',
      paragraphs: [
        'You keep ownership of what you post. By posting it, you give SproutPlate a worldwide, ' +
          'non-exclusive, royalty-free licence to store, copy, resize, display and distribute it within ' +
          'the service, for as long as it stays on SproutPlate. The licence ends when the content is ' +
          "deleted, although a copy may remain on another member's device, in the community pages " +
          'kept for offline reading, until that device next goes online.',
        "Only post content you have the right to share, and nothing that breaks someone else's " +
          'copyright, privacy or other rights.',
      ],
    },
    {
      heading: 'Things you must not do',
      paragraphs: [
        'Do not misuse SproutPlate. In particular, do not: try to get into accounts or parts of the ' +
          'service you are not allowed to use; probe, scan or test the service for weaknesses without ' +
          "our permission; overload it or get around rate limits; collect other members' information; " +
          'upload malware or files that are not genuine images or videos; copy the catalog or other ' +
          'content in bulk with automated tools; or use the service to break any law.',
      ],
    },
    {
      heading: 'The AI assistant',
      paragraphs: [
        'The AI assistant, the recipe wizard and the "Ask AI About Sugar" box produce answers ' +
          "automatically, using either an AI provider or SproutPlate's built-in library assistant. " +
          'Answers can be incomplete or wrong. SproutPlate checks generated recipes against basic ' +
          'child-safety rules, such as no honey under 12 months and no whole nuts for young children, ' +
          'but cannot guarantee that every answer is safe for your child.',
        'Use AI answers as a starting point, not a decision. Do not include personal or medical ' +
          'details in your questions, and do not rely on the assistant for medical advice or in an ' +
          'emergency. We may limit how often the assistant can be used.',
      ],
    },
    {
      heading: 'Availability and offline use',
      paragraphs: [
        'We work to keep SproutPlate available, but we do not promise that it will always be ' +
          'available, uninterrupted or free of errors. We may change, add or remove features.',
        'After your first visit, recipes, guides, the sugar table, your meal plans and your shopping ' +
          'list work offline, using copies stored on your device that may be out of date until you ' +
          'reconnect. Actions you take offline in the community, such as likes, comments and posts, are ' +
          'queued and sent when you are back online; an action may be refused then if, for example, the ' +
          'post has been removed meanwhile. The community and the AI assistant need a connection.',
      ],
    },
    {
      heading: 'Intellectual property',
      paragraphs: [
        'The SproutPlate name, logo, app design, recipes, guides, courses, downloadable resources, ' +
          'sugar board content and illustrations belong to us or our licensors. You may use them for ' +
          'your own family, including printing recipes and course resources for personal use. You may ' +
          'not copy, sell or republish them without our written permission.',
      ],
    },
    {
      heading: 'Disclaimers and limits on our liability',
      paragraphs: [
        'SproutPlate is provided free of charge and "as is". To the extent the law allows, we give no ' +
          'promises about the accuracy, completeness or suitability of any content for your child, and ' +
          'we are not responsible for content posted by other members or produced by the AI assistant.',
        'To the extent the law allows, we are not liable for any indirect or consequential loss, or ' +
          'for loss arising from your reliance on content in the service. Nothing in these terms limits ' +
          'liability that cannot be limited by law, such as liability for death or personal injury ' +
          'caused by negligence, or your rights as a consumer.',
      ],
    },
    {
      heading: 'Suspension and ending your account',
      paragraphs: [
        'You can stop using SproutPlate at any time and delete your account from your Account page, as ' +
          'explained in the Privacy Policy. We may suspend or close an account, or remove content, if these terms ' +
          'are broken, if we need to protect children or other members, or if the law requires it. ' +
          'Where appropriate we will tell you why.',
      ],
    },
    {
      heading: 'Governing law',
      paragraphs: [
        'These terms are governed by the laws of the country in which the operator of SproutPlate is ' +
          'established, without affecting any mandatory consumer protection rights you have under the ' +
          'laws of the country where you live. If a dispute arises, please contact us first: most ' +
          'problems can be solved quickly that way.',
      ],
    },
    {
      heading: 'Changes to these terms and contact',
      paragraphs: [
        'We may update these terms. When we do, we will change the revision date at the top, and tell ' +
          'you in the app before important changes take effect. If you keep using SproutPlate after ' +
          'that, the new terms apply.',
        `Questions about these terms? Contact us at ${SUPPORT_EMAIL}. For privacy questions, write to ` +
          `${PRIVACY_EMAIL}.`,
      ],
    },
  ],
};

export const LEGAL_DOCUMENTS = { privacy: PRIVACY_POLICY, terms: TERMS_OF_SERVICE } as const;
