-- Peppol BIS Billing 3.0 joins the e-invoice formats an invoice can be stored in.
ALTER TABLE "einvoice_documents" DROP CONSTRAINT "einvoice_documents_format_check";
ALTER TABLE "einvoice_documents" ADD CONSTRAINT "einvoice_documents_format_check"
    CHECK ("format" IN ('xrechnung-ubl', 'xrechnung-cii', 'ubl', 'cii', 'factur-x', 'peppol'));
