import type { SampleText } from '../../shared/sample-text.js';
import type { Ticket } from './data.js';

/** The sample tickets (tickets.tsx, by id) in Hindi and Kannada: titles and requesters. */
export const TICKET_TEXT: SampleText<Ticket> = {
  'hi-IN': {
    t1: { title: 'मई का भुगतान नहीं मिला', requester: 'काव्या हेगड़े' },
    t2: { title: 'कवर चित्र अपलोड नहीं हो रहा', requester: 'अर्जुन नायर' },
    t3: { title: 'कन्नड़ फ़ॉन्ट धुंधला दिखता है', requester: 'प्रिया अय्यर' },
    t4: { title: 'मेरा उपनाम बदलें', requester: 'राहुल वर्मा' },
    t5: { title: 'टिप्पणी ग़लती से हटा दी गई', requester: 'मीरा जोशी' },
    t6: { title: 'चालान रुपयों में हो, डॉलर में नहीं', requester: 'विक्रम मेहता' },
    t7: { title: 'कहानी समीक्षा में अटकी है', requester: 'अनन्या राव' },
  },
  'kn-IN': {
    t1: { title: 'ಮೇ ತಿಂಗಳ ಪಾವತಿ ಬಂದಿಲ್ಲ', requester: 'ಕಾವ್ಯಾ ಹೆಗಡೆ' },
    t2: { title: 'ಮುಖಚಿತ್ರ ಅಪ್‌ಲೋಡ್ ಆಗುತ್ತಿಲ್ಲ', requester: 'ಅರ್ಜುನ್ ನಾಯರ್' },
    t3: { title: 'ಕನ್ನಡ ಅಕ್ಷರಶೈಲಿ ಮಸುಕಾಗಿ ಕಾಣುತ್ತದೆ', requester: 'ಪ್ರಿಯಾ ಅಯ್ಯರ್' },
    t4: { title: 'ನನ್ನ ಕಾವ್ಯನಾಮ ಬದಲಿಸಿ', requester: 'ರಾಹುಲ್ ವರ್ಮಾ' },
    t5: { title: 'ಪ್ರತಿಕ್ರಿಯೆ ತಪ್ಪಾಗಿ ಅಳಿಸಲಾಗಿದೆ', requester: 'ಮೀರಾ ಜೋಶಿ' },
    t6: { title: 'ಇನ್‌ವಾಯ್ಸ್ ಡಾಲರ್‌ನಲ್ಲಿ ಅಲ್ಲ, ರೂಪಾಯಿಯಲ್ಲಿ ಬೇಕು', requester: 'ವಿಕ್ರಮ್ ಮೆಹ್ತಾ' },
    t7: { title: 'ಕಥೆ ಪರಿಶೀಲನೆಯಲ್ಲಿ ಸಿಲುಕಿದೆ', requester: 'ಅನನ್ಯಾ ರಾವ್' },
  },
};
