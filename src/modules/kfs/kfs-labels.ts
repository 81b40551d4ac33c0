import type { KfsLabels, KfsLanguage } from '@marketplace/contracts';

/**
 * The KFS's words in each language. A KFS stores the labels it was shown with, so a later change
 * here never changes a KFS already issued.
 */
export const KFS_LABELS: Record<KfsLanguage, KfsLabels> = {
  en: {
    title: 'Key Fact Statement',
    number: 'KFS number',
    issued: 'Issued',
    validUntil: 'Valid until',
    lender: 'Lender',
    amount: 'Loan amount',
    tenure: 'Tenure (months)',
    rate: 'Interest rate (a month)',
    lenderRate: "Lender's published rate",
    apr: 'Annual percentage rate (APR)',
    emi: 'Monthly instalment (EMI)',
    totalInterest: 'Total interest',
    totalPayable: 'Total amount to repay',
    processingFees: 'Processing fees',
    otherCharges:
      'Other charges: only those in the lender’s schedule of charges; the platform charges you nothing.',
    coolingOff:
      'Cooling-off period: %{days} days from disbursal, in which you may leave the loan by repaying the principal and the interest for the days used, with no penalty.',
    schedule: 'Repayment schedule',
    month: 'Month',
    opening: 'Opening balance',
    instalment: 'Instalment',
    interest: 'Interest',
    principal: 'Principal',
    closing: 'Closing balance',
    lenderOfficer: "Lender's grievance redressal officer",
    platformOfficer: "Platform's grievance redressal officer",
    notGiven: 'Not given by the lender: ask the lender',
    grievancePage: 'Raise a grievance on our grievance page (/grievance)',
    indicative:
      'Figures are for the amount and tenure you asked for, at the lender’s lowest rate; the lender confirms the final terms before disbursal.',
    acknowledge: 'I have read this Key Fact Statement',
  },
  hi: {
    title: 'मुख्य तथ्य विवरण (KFS)',
    number: 'KFS संख्या',
    issued: 'जारी',
    validUntil: 'मान्य तक',
    lender: 'ऋणदाता',
    amount: 'ऋण राशि',
    tenure: 'अवधि (महीने)',
    rate: 'ब्याज दर (प्रति माह)',
    lenderRate: 'ऋणदाता की प्रकाशित दर',
    apr: 'वार्षिक प्रतिशत दर (APR)',
    emi: 'मासिक किस्त (EMI)',
    totalInterest: 'कुल ब्याज',
    totalPayable: 'चुकाने की कुल राशि',
    processingFees: 'प्रोसेसिंग शुल्क',
    otherCharges: 'अन्य शुल्क: केवल वे जो ऋणदाता की शुल्क सूची में हैं; प्लेटफ़ॉर्म आपसे कोई शुल्क नहीं लेता।',
    coolingOff:
      'कूलिंग-ऑफ़ अवधि: वितरण से %{days} दिन, जिनमें आप मूलधन और उपयोग किए गए दिनों का ब्याज चुकाकर बिना किसी दंड के ऋण छोड़ सकते हैं।',
    schedule: 'चुकौती अनुसूची',
    month: 'महीना',
    opening: 'शुरुआती शेष',
    instalment: 'किस्त',
    interest: 'ब्याज',
    principal: 'मूलधन',
    closing: 'अंतिम शेष',
    lenderOfficer: 'ऋणदाता के शिकायत निवारण अधिकारी',
    platformOfficer: 'प्लेटफ़ॉर्म के शिकायत निवारण अधिकारी',
    notGiven: 'ऋणदाता ने नहीं बताया: ऋणदाता से पूछें',
    grievancePage: 'हमारे शिकायत पेज (/grievance) पर शिकायत दर्ज करें',
    indicative:
      'आंकड़े आपकी माँगी गई राशि और अवधि के लिए, ऋणदाता की सबसे कम दर पर हैं; ऋणदाता वितरण से पहले अंतिम शर्तों की पुष्टि करता है।',
    acknowledge: 'मैंने यह मुख्य तथ्य विवरण पढ़ लिया है',
  },
};
