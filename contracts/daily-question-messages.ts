import { defineMessages } from './messages.js';
import { DailyQuestionLimits } from './daily-question-constants.js';

/** The daily question's messages, apart from its constants: the home page needs those, not these. */
export const DailyQuestionMessages = defineMessages('dailyQuestion', {
  /** Core §5 and §8: the texts shown to members. */
  emptyResponseTitle: 'Please write a response',
  emptyResponse: 'Your response cannot be empty.',
  noOptionTitle: 'Please select an option',
  noOption: 'You must choose one of the available options.',
  submittedTitle: 'Response Submitted!',
  submitted: 'Thank you for sharing your thoughts with the community.',
  submitFailed: 'Failed to submit response.',
  thankYou: 'Thank you for responding!',
  noneToday: 'No question featured today. Check back tomorrow!',
  signInToParticipate: 'Please sign in to participate in daily questions',
  responseTooLong: `Your response must be at most ${DailyQuestionLimits.responseMax} characters.`,
  alreadyAnswered: 'You have already answered this question. Thank you for taking part!',
  notOpen: "This question is not open for answers today. Please answer today's question.",
  notFound: 'That question does not exist.',
  // Administration
  questionRequired: 'Please enter the question.',
  questionTooLong: `The question must be at most ${DailyQuestionLimits.questionMax} characters.`,
  featuredDateInvalid: 'Please give the featured date as a valid date (YYYY-MM-DD).',
  pollOptionsCount: `A poll needs ${DailyQuestionLimits.pollOptionsMin} to ${DailyQuestionLimits.pollOptionsMax} options.`,
  pollOptionEmpty: 'Poll options cannot be empty.',
  pollOptionTooLong: `Each poll option must be at most ${DailyQuestionLimits.optionMax} characters.`,
  pollOptionsDistinct: 'Each poll option must be different from the others.',
  openHasOptions: 'An open question has no options.',
  dayTaken: 'Another active question is already featured on {{day}}. Retire it or choose another day.',
  answeredLocked: 'This question already has answers, so its type and options can no longer change.',
  badCursor: 'That page cursor is not valid.',
});
