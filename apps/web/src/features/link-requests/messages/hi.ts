import type { Translation } from '@familytree/shared';
import type en from './en';

export default {
  pageTitle: 'जोड़ने के अनुरोध',
  loading: 'जोड़ने के अनुरोध लोड हो रहे हैं',
  incomingTitle: 'आपके परिवार को भेजे गए अनुरोध',
  outgoingTitle: 'आपके परिवार द्वारा भेजे गए अनुरोध',
  statusPending: 'प्रतीक्षा में',
  statusAccepted: 'स्वीकृत',
  statusDeclined: 'अस्वीकृत',
  incoming:
    '{family} आपके परिवार के {target} को अपने परिवार के {member} के जीवनसाथी के रूप में जोड़ना चाहता है।',
  outgoing:
    '{family} से उनके परिवार के {target} को {member} के जीवनसाथी के रूप में जोड़ने का अनुरोध किया गया।',
  askedByOn: '{name} ने {date} को अनुरोध किया',
  askedOn: '{date} को अनुरोध किया गया',
  askedByOnAnswered: '{name} ने {date} को अनुरोध किया, {answered} को जवाब दिया गया',
  askedOnAnswered: '{date} को अनुरोध किया गया, {answered} को जवाब दिया गया',
  accept: 'स्वीकार करें',
  decline: 'अस्वीकार करें',
  cancelRequest: 'अनुरोध रद्द करें',
  acceptLinking: '{target} और {member} को जोड़ना स्वीकार करें',
  declineLinking: '{target} और {member} को जोड़ना अस्वीकार करें',
  cancelLinking: '{target} और {member} को जोड़ने का अनुरोध रद्द करें',
} satisfies Translation<typeof en>;
