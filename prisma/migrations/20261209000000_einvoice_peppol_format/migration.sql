-- Peppol BIS Billing 3.0 is a format of its own (issue 34).
ALTER TABLE "einvoice_documents" DROP CONSTRAINT "einvoice_documents_format_check";
ALTER TABLE "einvoice_documents" ADD CONSTRAINT "einvoice_documents_format_check"
    CHECK ("format" IN ('xrechnung-ubl', 'xrechnung-cii', 'ubl', 'cii', 'factur-x', 'peppol'));
