import { inLocale, type SampleText } from '../../shared/sample-text.js';
import { type ChatMessage, type Conversation, seedChats } from './chat-data.js';

/** The sample conversations (chat-data.ts, by id) in Hindi and Kannada: the other person's name. */
const NAMES: SampleText<Conversation> = {
  'hi-IN': {
    asha: { name: 'आशा राव' },
    vikram: { name: 'विक्रम अय्यर' },
    meera: { name: 'मीरा जोशी' },
    farhan: { name: 'फ़रहान क़ुरैशी' },
    lakshmi: { name: 'लक्ष्मी मेनन' },
  },
  'kn-IN': {
    asha: { name: 'ಆಶಾ ರಾವ್' },
    vikram: { name: 'ವಿಕ್ರಮ್ ಅಯ್ಯರ್' },
    meera: { name: 'ಮೀರಾ ಜೋಶಿ' },
    farhan: { name: 'ಫರ್ಹಾನ್ ಖುರೇಶಿ' },
    lakshmi: { name: 'ಲಕ್ಷ್ಮಿ ಮೆನನ್' },
  },
};

/** The sample messages (by id: the conversation's id and the message's place in it) in Hindi and Kannada. */
const MESSAGES: SampleText<ChatMessage> = {
  'hi-IN': {
    'asha-0': { text: 'कावेरी डेल्टा पर नई कहानी पढ़ी?' },
    'asha-1': { text: 'हाँ! तस्वीरें बहुत सुंदर हैं।' },
    'asha-2': { text: 'लेखक से इसकी अगली कड़ी माँगें?' },
    'vikram-0': { text: 'कन्नड़ संस्करण कल सुबह लाइव होगा।' },
    'vikram-1': { text: 'बढ़िया। मैं इसे बुक क्लब के साथ साझा करूँगा।' },
    'meera-0': { text: 'क्या आप शुक्रवार से पहले मेरा हिंदी अनुवाद देख लेंगे?' },
    'meera-1': { text: 'ज़रूर, भेज दीजिए।' },
    'meera-2': { text: 'भेज दिया! बहुत-बहुत धन्यवाद।' },
    'farhan-0': { text: 'कविता पाठ मैसूरु में शाम 6 बजे है।' },
    'lakshmi-0': { text: 'रसोई वाले कॉलम के लिए धन्यवाद!' },
    'lakshmi-1': { text: 'अगले महीने एक और लिखकर ख़ुशी होगी।' },
  },
  'kn-IN': {
    'asha-0': { text: 'ಕಾವೇರಿ ಮುಖಜಭೂಮಿಯ ಹೊಸ ಕಥೆ ಓದಿದಿರಾ?' },
    'asha-1': { text: 'ಹೌದು! ಛಾಯಾಚಿತ್ರಗಳು ತುಂಬಾ ಸುಂದರವಾಗಿವೆ.' },
    'asha-2': { text: 'ಲೇಖಕರಿಂದ ಇದರ ಮುಂದುವರಿದ ಬರಹ ಕೇಳೋಣವೇ?' },
    'vikram-0': { text: 'ಕನ್ನಡ ಆವೃತ್ತಿ ನಾಳೆ ಬೆಳಿಗ್ಗೆ ಪ್ರಕಟವಾಗುತ್ತದೆ.' },
    'vikram-1': { text: 'ಅದ್ಭುತ. ನಾನು ಇದನ್ನು ಪುಸ್ತಕ ಕೂಟದೊಂದಿಗೆ ಹಂಚಿಕೊಳ್ಳುತ್ತೇನೆ.' },
    'meera-0': { text: 'ಶುಕ್ರವಾರದೊಳಗೆ ನನ್ನ ಹಿಂದಿ ಅನುವಾದವನ್ನು ಪರಿಶೀಲಿಸುವಿರಾ?' },
    'meera-1': { text: 'ಖಂಡಿತ, ಕಳುಹಿಸಿ.' },
    'meera-2': { text: 'ಕಳುಹಿಸಿದೆ! ತುಂಬಾ ಧನ್ಯವಾದಗಳು.' },
    'farhan-0': { text: 'ಕವನ ವಾಚನ ಮೈಸೂರಿನಲ್ಲಿ ಸಂಜೆ 6 ಗಂಟೆಗೆ.' },
    'lakshmi-0': { text: 'ಅಡುಗೆ ಅಂಕಣಕ್ಕೆ ಧನ್ಯವಾದಗಳು!' },
    'lakshmi-1': { text: 'ಮುಂದಿನ ತಿಂಗಳು ಇನ್ನೊಂದು ಬರೆಯಲು ಸಂತೋಷ.' },
  },
};

/** The sample as seeded (its English text: what inLocale translates while unchanged); its times do not matter. */
const SAMPLE = seedChats(0);
const SAMPLE_MESSAGES = SAMPLE.flatMap((conversation) => conversation.messages);

/**
 * The conversations as they read in `locale`: the sample's names and messages translated while
 * they are still the sample's; what the person sent stays as written.
 */
export const chatsIn = (conversations: readonly Conversation[], locale: string): Conversation[] =>
  inLocale(conversations, locale, SAMPLE, NAMES).map((conversation) => ({
    ...conversation,
    messages: inLocale(conversation.messages, locale, SAMPLE_MESSAGES, MESSAGES),
  }));
